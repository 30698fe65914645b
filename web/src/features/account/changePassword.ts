import { confirmationRule, newPasswordRule, passwordIdentityRule } from '../../../../rules/account';
import type { ClientErrors } from '../forms/useForm';

export interface ChangePasswordValues {
  [field: string]: string;
  OldPassword: string;
  NewPassword: string;
  NewPasswordConfirm: string;
}

/** Seed 001 §5 "Change password" rules, with the username and e-mail the new password must differ from. */
export function changePasswordErrors(values: ChangePasswordValues, identity: { username: string; email: string }): ClientErrors<ChangePasswordValues> {
  const errors: ClientErrors<ChangePasswordValues> = {};
  if (!values.OldPassword) errors.OldPassword = 'password.currentRequired';
  const next = newPasswordRule(values.NewPassword, { ...identity, oldPassword: values.OldPassword }) ?? passwordIdentityRule(values.NewPassword, identity);
  if (!values.NewPassword) errors.NewPassword = 'required';
  else if (next) errors.NewPassword = next;
  const confirmation = confirmationRule(values.NewPassword, values.NewPasswordConfirm);
  if (!values.NewPasswordConfirm) errors.NewPasswordConfirm = 'required';
  else if (confirmation) errors.NewPasswordConfirm = confirmation;
  return errors;
}
