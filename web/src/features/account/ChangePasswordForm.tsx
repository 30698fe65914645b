import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useNotices } from '../modals/useNotices';
import { FormStatus, PasswordField, SubmitButton } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { useChangePasswordMutation } from '../../mutations/useChangePasswordMutation';
import { failureOf } from '../../mutations/results';
import { changePasswordErrors, type ChangePasswordValues } from './changePassword';
import type { ChangePasswordForm_viewer$key } from './__generated__/ChangePasswordForm_viewer.graphql';
import { Panel } from './Panel';

const fragment = graphql`
  fragment ChangePasswordForm_viewer on Viewer {
    username
    email
  }
`;

const INITIAL: ChangePasswordValues = { OldPassword: '', NewPassword: '', NewPasswordConfirm: '' };

export function ChangePasswordForm({ viewer }: { viewer: ChangePasswordForm_viewer$key }) {
  const { t } = useTranslation(['auth', 'common', 'validation']);
  const identity = useFragment(fragment, viewer);
  const notices = useNotices();
  const [changePassword] = useChangePasswordMutation();
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordValues>({ initial: INITIAL, validate: (values) => changePasswordErrors(values, identity) });

  const submit = form.handleSubmit(async (values) => {
    setChanged(false);
    try {
      const response = await changePassword({ oldPassword: values.OldPassword, newPassword: values.NewPassword, newPasswordConfirm: values.NewPasswordConfirm });
      const failure = failureOf(response.changePassword);
      if (failure) return notices.refused(failure, form);
      form.reset(INITIAL);
      setChanged(true);
    } catch (error) {
      notices.thrown(error);
    }
  });

  return (
    <Panel id="change-password-title" title={t('auth:security.changePassword')}>
      {changed && <FormStatus tone="success">{t('auth:security.passwordChanged')}</FormStatus>}
      <form className="form" noValidate onSubmit={submit}>
        <PasswordField form={form} name="OldPassword" label={t('validation:fields.OldPassword')} autoComplete="current-password" disabled={form.pending} />
        <PasswordField
          form={form}
          name="NewPassword"
          label={t('validation:fields.NewPassword')}
          autoComplete="new-password"
          hint={t('validation:password.hint')}
          disabled={form.pending}
        />
        <PasswordField form={form} name="NewPasswordConfirm" label={t('validation:fields.NewPasswordConfirm')} autoComplete="new-password" disabled={form.pending} />
        <SubmitButton pending={form.pending} pendingLabel={t('auth:security.changing')} className="button button--primary">
          {t('auth:security.changeSubmit')}
        </SubmitButton>
      </form>
    </Panel>
  );
}
