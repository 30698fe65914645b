import { useTranslation } from 'react-i18next';
import { useNotices } from '../modals/useNotices';
import { SubmitButton, TextField } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { useSignInWithTwoFactorMutation } from '../../mutations/useSignInWithTwoFactorMutation';
import { failureOf } from '../../mutations/results';
import { failureText } from './failureText';
import { useAfterSignIn } from './useAfterSignIn';

interface TwoFactorValues {
  [field: string]: string;
  Pin: string;
}

/** Seed 000 §4 Login step 5: the code from the authenticator app (or a recovery code) after a right password. */
export function TwoFactorForm({ ticket, rememberMe, close, onBack }: { ticket: string; rememberMe: boolean; close: () => void; onBack: () => void }) {
  const { t } = useTranslation(['auth', 'common', 'validation']);
  const notices = useNotices();
  const [signIn] = useSignInWithTwoFactorMutation();
  const afterSignIn = useAfterSignIn();
  const form = useForm<TwoFactorValues>({
    initial: { Pin: '' },
    validate: (values) => (values.Pin.trim() ? {} : { Pin: 'required' }),
  });

  const submit = form.handleSubmit(
    async ({ Pin }) => {
      try {
        const response = await signIn({ ticket, pin: Pin.replace(/\s+/g, ''), rememberMe });
        const failure = failureOf(response.signInWithTwoFactor);
        if (failure) {
          notices.error(failureText(t, failure));
          form.set('Pin', '');
          // The ticket lives 5 minutes; once it is gone only the password step can start again.
          if (failure.code === 'TOKEN_INVALID' || failure.code === 'UNAUTHORIZED') onBack();
          return;
        }
        await afterSignIn(close);
      } catch (error) {
        notices.thrown(error);
      }
    },
    () => notices.error(t('common:errors.requiredFields')),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form__intro">
        <h3 className="form__title">{t('auth:twoFactor.title')}</h3>
        <p className="muted">{t('auth:twoFactor.text')}</p>
      </div>
      <TextField
        form={form}
        name="Pin"
        label={t('auth:twoFactor.code')}
        hint={t('auth:twoFactor.recoveryHint')}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={32}
        autoFocus
        disabled={form.pending}
      />
      <SubmitButton pending={form.pending} pendingLabel={t('auth:twoFactor.pending')}>
        {t('auth:twoFactor.submit')}
      </SubmitButton>
      <button type="button" className="link-button form__back" onClick={onBack}>
        {t('auth:twoFactor.back')}
      </button>
    </form>
  );
}
