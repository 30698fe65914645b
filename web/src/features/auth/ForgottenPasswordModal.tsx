import { useTranslation } from 'react-i18next';
import { emailRule } from '../../../../rules/account';
import { useModal } from '../modals/ModalContext';
import { useNotices } from '../modals/useNotices';
import { ModalBody } from '../modals/content/ModalBody';
import type { ModalProps } from '../modals/registry';
import { SubmitButton, TextField } from '../forms/fields';
import { useForm, type ClientErrors } from '../forms/useForm';
import { useRequestPasswordResetMutation } from '../../mutations/useRequestPasswordResetMutation';
import { failureOf } from '../../mutations/results';
import { solveAltcha } from './altcha';
import { failureText } from './failureText';
import { lastMailboxAddress, rememberMailboxAddress } from './mailboxAddress';
import { SecurityCheck } from './SecurityCheck';
import { useCaptcha } from './useCaptcha';

interface ResetValues {
  [field: string]: string;
  Email: string;
}

/** Seed 000 §4 "Password reset request": e-mail and captcha; the link arrives by e-mail. */
export default function ForgottenPasswordModal({ close }: ModalProps<unknown>) {
  const { t } = useTranslation(['auth', 'common', 'validation']);
  const { replace } = useModal();
  const notices = useNotices();
  const captcha = useCaptcha();
  const [requestReset] = useRequestPasswordResetMutation();
  const form = useForm<ResetValues>({
    initial: { Email: lastMailboxAddress() },
    validate: (values) => {
      const errors: ClientErrors<ResetValues> = {};
      if (!values.Email.trim()) errors.Email = 'required';
      else if (emailRule(values.Email)) errors.Email = 'email.invalid';
      return errors;
    },
  });

  const retry = (message: string) => {
    notices.error(message);
    void captcha.renew();
  };

  const submit = form.handleSubmit(async (values) => {
    const current = captcha.captcha;
    if (!current) return retry(t('common:errors.somethingWentWrong'));
    try {
      const email = values.Email.trim();
      const response = await requestReset({ email, altcha: await solveAltcha(current.altcha) });
      const failure = failureOf(response.requestPasswordReset);
      if (failure) {
        const unmatched = form.setServerErrors(failure.fields);
        if (failure.fields.length === 0 || unmatched.length) retry(failureText(t, failure));
        else void captcha.renew();
        return;
      }
      rememberMailboxAddress(email);
      close();
      notices.message(t('auth:reset.sentTitle'), t('auth:reset.sentText'));
    } catch (error) {
      retry(error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong'));
    }
  });

  return (
    <ModalBody
      title={t('common:modals.titles.forgottenPasswordModal')}
      actions={
        <button type="button" className="link-button" onClick={() => replace('authModal', { view: 'login' })}>
          {t('auth:reset.backToLogin')}
        </button>
      }
    >
      <p className="modal__text">{t('auth:reset.intro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <TextField form={form} name="Email" type="email" label={t('validation:fields.Email')} autoComplete="email" inputMode="email" disabled={form.pending} />
        <SecurityCheck checking={form.pending} failed={captcha.failed} />
        <SubmitButton pending={form.pending} pendingLabel={t('auth:reset.pending')}>
          {t('auth:reset.submit')}
        </SubmitButton>
      </form>
    </ModalBody>
  );
}
