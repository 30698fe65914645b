import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from '../modals/ModalContext';
import { useNotices } from '../modals/useNotices';
import { CheckboxField, PasswordField, SubmitButton, TextField } from '../forms/fields';
import { useForm, type ClientErrors } from '../forms/useForm';
import { useSignInMutation } from '../../mutations/useSignInMutation';
import { dataOf, failureOf } from '../../mutations/results';
import { solveAltcha } from './altcha';
import { failureText } from './failureText';
import { SecurityCheck } from './SecurityCheck';
import { solveInWorker } from './solveInWorker';
import { useAfterSignIn } from './useAfterSignIn';
import { useCaptcha } from './useCaptcha';

interface LoginValues {
  [field: string]: string | boolean;
  UserName: string;
  Password: string;
  RememberMe: boolean;
}

const INITIAL: LoginValues = { UserName: '', Password: '', RememberMe: false };

type Stage = 'idle' | 'checking' | 'signingIn';

/** Seed 000 §4 Login. */
export function LoginForm({ close, onTwoFactor }: { close: () => void; onTwoFactor: (ticket: string, rememberMe: boolean) => void }) {
  const { t } = useTranslation(['auth', 'common', 'validation']);
  const { replace } = useModal();
  const notices = useNotices();
  const captcha = useCaptcha();
  const [signIn] = useSignInMutation();
  const afterSignIn = useAfterSignIn();
  const [stage, setStage] = useState<Stage>('idle');
  const form = useForm<LoginValues>({
    initial: INITIAL,
    validate: (values) => {
      const errors: ClientErrors<LoginValues> = {};
      if (!values.UserName.trim()) errors.UserName = 'required';
      if (!values.Password) errors.Password = 'required';
      return errors;
    },
  });

  const failed = (message: string) => {
    notices.error(message);
    void captcha.renew();
  };

  const submit = form.handleSubmit(
    async (values) => {
      const current = captcha.captcha ?? (await captcha.renew());
      if (!current) return notices.error(t('common:errors.somethingWentWrong'));
      try {
        setStage('checking');
        let nonce: string;
        let altcha: string;
        try {
          [nonce, altcha] = await Promise.all([solveInWorker(current.powChallenge, current.powDifficulty), solveAltcha(current.altcha)]);
        } catch {
          return failed(t('validation:captcha.proofOfWork'));
        }
        setStage('signingIn');
        const response = await signIn({
          input: {
            userName: values.UserName.trim(),
            password: values.Password,
            altcha,
            powChallenge: current.powChallenge,
            powNonce: nonce,
            rememberMe: values.RememberMe,
          },
        });
        const result = response.signIn;
        const failure = failureOf(result);
        if (failure) return failed(failureText(t, failure));
        const data = dataOf(result);
        if (!data) return failed(t('common:errors.somethingWentWrong'));
        if (data.twoFactorRequired && data.twoFactorTicket) return onTwoFactor(data.twoFactorTicket, values.RememberMe);
        await afterSignIn(close);
      } catch (error) {
        failed(error instanceof Error && error.message ? error.message : t('common:errors.somethingWentWrong'));
      } finally {
        setStage('idle');
      }
    },
    // Seed 000 §4 step 2 and §5: one message for any empty required field, in an error modal.
    () => notices.error(t('common:errors.requiredFields')),
  );

  const busy = form.pending;
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <TextField form={form} name="UserName" label={t('validation:fields.UserName')} autoComplete="username" autoCapitalize="off" spellCheck={false} disabled={busy} />
      <PasswordField form={form} name="Password" label={t('validation:fields.Password')} autoComplete="current-password" disabled={busy} />
      <SecurityCheck checking={stage === 'checking'} failed={captcha.failed} />
      <div className="form__row form__row--between">
        <CheckboxField form={form} name="RememberMe" label={t('auth:login.rememberMe')} disabled={busy} />
        <button type="button" className="link-button" onClick={() => replace('forgottenPasswordModal')}>
          {t('auth:login.forgotPassword')}
        </button>
      </div>
      <SubmitButton pending={busy} pendingLabel={stage === 'checking' ? t('auth:pending.checking') : t('auth:login.pending')}>
        {t('auth:login.submit')}
      </SubmitButton>
    </form>
  );
}
