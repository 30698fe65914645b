import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { confirmationRule, passwordRule } from '../../../../rules/account';
import { useNotices } from '../modals/useNotices';
import { FormStatus, PasswordField, SubmitButton } from '../forms/fields';
import { useForm, type ClientErrors } from '../forms/useForm';
import { useHref } from '../shell/useLanguage';
import { useSetPasswordMutation } from '../../mutations/useSetPasswordMutation';
import { dataOf, failureOf } from '../../mutations/results';

interface SetPasswordValues {
  [field: string]: string;
  Password: string;
  PasswordConfirmation: string;
}

/** Seed 000 §9: the redirect to login after a new password waits 3 seconds. */
export const SET_PASSWORD_REDIRECT_MS = 3000;

/**
 * Seed 000 §4 "Set new password": both fields required, then setPassword with
 * the e-mailed token; on success the message, and after 3 s the login modal.
 */
export function SetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common', 'validation']);
  const navigate = useNavigate();
  const href = useHref();
  const notices = useNotices();
  const [setPassword] = useSetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<SetPasswordValues>({
    initial: { Password: '', PasswordConfirmation: '' },
    validate: (values) => {
      const errors: ClientErrors<SetPasswordValues> = {};
      const password = passwordRule(values.Password);
      const confirmation = confirmationRule(values.Password, values.PasswordConfirmation);
      if (!values.Password) errors.Password = 'required';
      else if (password) errors.Password = password;
      if (!values.PasswordConfirmation) errors.PasswordConfirmation = 'required';
      else if (confirmation) errors.PasswordConfirmation = confirmation;
      return errors;
    },
  });

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(() => void navigate(href('open-modal/authModal/login')), SET_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, href]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await setPassword({ token, password: values.Password, passwordConfirmation: values.PasswordConfirmation });
      const result = response.setPassword;
      const failure = failureOf(result);
      // Seed 000 §8: the response's text in an error modal.
      if (failure) return notices.refused(failure, form);
      setDone(dataOf(result)?.message || t('auth:setPassword.done'));
    } catch (error) {
      notices.thrown(error);
    }
  });

  if (done !== null) {
    return (
      <FormStatus tone="success">
        <strong>{done}</strong>
        <span>{t('auth:setPassword.redirecting')}</span>
      </FormStatus>
    );
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <PasswordField form={form} name="Password" label={t('validation:fields.Password')} autoComplete="new-password" placeholder={t('validation:password.hint')} disabled={form.pending} />
      <PasswordField form={form} name="PasswordConfirmation" label={t('validation:fields.PasswordConfirmation')} autoComplete="new-password" disabled={form.pending} />
      <SubmitButton pending={form.pending} pendingLabel={t('auth:setPassword.pending')}>
        {t('auth:setPassword.submit')}
      </SubmitButton>
    </form>
  );
}
