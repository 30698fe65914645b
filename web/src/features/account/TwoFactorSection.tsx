import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useNotices } from '../modals/useNotices';
import { FormStatus, PasswordField, SubmitButton, TextField } from '../forms/fields';
import { useForm, type ClientErrors } from '../forms/useForm';
import { useDisableTwoFactorMutation } from '../../mutations/useDisableTwoFactorMutation';
import { useEnableTwoFactorMutation } from '../../mutations/useEnableTwoFactorMutation';
import { useStartTwoFactorSetupMutation } from '../../mutations/useStartTwoFactorSetupMutation';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { CopyButton } from './CopyButton';
import type { TwoFactorSection_viewer$key } from './__generated__/TwoFactorSection_viewer.graphql';

const fragment = graphql`
  fragment TwoFactorSection_viewer on Viewer {
    twoFactorEnabled
  }
`;

interface Setup {
  secret: string;
  qrCode: string;
}

/** Authenticator codes are six digits (RFC 6238 as the apps use it); spaces typed for readability are dropped. */
const normalizeCode = (code: string) => code.replace(/\s+/g, '');

/**
 * Two-factor sign-in: set up with a QR code (or the secret typed in), proved
 * with a first code, then recovery codes shown once; turned off with the
 * password and a code.
 */
export function TwoFactorSection({ viewer, titleId = 'two-factor-title' }: { viewer: TwoFactorSection_viewer$key; titleId?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const { twoFactorEnabled } = useFragment(fragment, viewer);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <div className="panel__head">
        {/* In twoFactorAuthModal this heading is the dialog's title too (its titleId). */}
        <h2 id={titleId} className="panel__title">
          {t('auth:security.twoFactor.title')}
        </h2>
        <span className={`status status--${twoFactorEnabled ? 'verified' : 'not_submitted'}`} data-testid="twofactor-status">
          {twoFactorEnabled ? t('auth:account.on') : t('auth:account.off')}
        </span>
      </div>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : twoFactorEnabled ? (
        <DisableForm onDisabled={() => setTurnedOff(true)} />
      ) : (
        <>
          {turnedOff && <FormStatus tone="info">{t('auth:security.twoFactor.disabled')}</FormStatus>}
          <EnableFlow onEnabled={(codes) => setRecoveryCodes(codes)} />
        </>
      )}
    </section>
  );
}

function useFailure() {
  const { t } = useTranslation('common');
  const notices = useNotices();
  return (failure: Failure | null, error?: unknown) => {
    if (failure) notices.error(failure.fields.map((field) => field.message).join(' ') || failure.message);
    else notices.error(error instanceof Error && error.message ? error.message : t('errors.somethingWentWrong'));
  };
}

function EnableFlow({ onEnabled }: { onEnabled: (codes: readonly string[]) => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const [start, starting] = useStartTwoFactorSetupMutation();
  const [enable] = useEnableTwoFactorMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const fail = useFailure();
  const form = useForm<{ Pin: string }>({
    initial: { Pin: '' },
    validate: (values): ClientErrors<{ Pin: string }> => (normalizeCode(values.Pin) ? {} : { Pin: 'required' }),
  });

  const begin = async () => {
    try {
      const response = await start({});
      const result = response.startTwoFactorSetup;
      const data = dataOf(result);
      if (!data) return fail(failureOf(result));
      setSetup({ secret: data.secret, qrCode: data.qrCode });
    } catch (error) {
      fail(null, error);
    }
  };

  const submit = form.handleSubmit(async ({ Pin }) => {
    try {
      const response = await enable({ pin: normalizeCode(Pin) });
      const result = response.enableTwoFactor;
      const data = dataOf(result);
      if (!data) {
        form.set('Pin', '');
        return fail(failureOf(result));
      }
      onEnabled(data.recoveryCodes);
    } catch (error) {
      fail(null, error);
    }
  });

  if (!setup) {
    return (
      <>
        <p className="muted">{t('auth:security.twoFactor.offText')}</p>
        <button type="button" className="button button--primary" disabled={starting} aria-busy={starting} onClick={() => void begin()}>
          {t('auth:security.twoFactor.setUp')}
        </button>
      </>
    );
  }
  return (
    <div className="twofactor-setup">
      <ol className="steps">
        <li>{t('auth:security.twoFactor.step1')}</li>
        <li>{t('auth:security.twoFactor.step2')}</li>
        <li>{t('auth:security.twoFactor.step3')}</li>
      </ol>
      <div className="twofactor-setup__code">
        <img className="twofactor-setup__qr" src={setup.qrCode} alt={t('auth:security.twoFactor.qrAlt')} width={180} height={180} />
        <div>
          <p className="field__label">{t('auth:security.twoFactor.secretLabel')}</p>
          <p className="secret">
            <code data-testid="twofactor-secret">{setup.secret}</code>
            <CopyButton text={setup.secret} />
          </p>
        </div>
      </div>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          form={form}
          name="Pin"
          label={t('auth:twoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          disabled={form.pending}
        />
        <SubmitButton pending={form.pending} pendingLabel={t('auth:security.twoFactor.enabling')} className="button button--primary">
          {t('auth:security.twoFactor.enable')}
        </SubmitButton>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="recovery" role="region" aria-labelledby="recovery-title">
      <FormStatus tone="success">{t('security.twoFactor.enabled')}</FormStatus>
      <h3 id="recovery-title" className="form__title">
        {t('security.twoFactor.recoveryTitle')}
      </h3>
      <p className="muted">{t('security.twoFactor.recoveryText')}</p>
      <ol className="recovery__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form__actions">
        <CopyButton text={codes.join('\n')} label={t('security.twoFactor.copyCodes')} />
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('security.twoFactor.saved')}
        </button>
      </div>
    </div>
  );
}

interface DisableValues {
  [field: string]: string;
  Password: string;
  Pin: string;
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const [disable] = useDisableTwoFactorMutation();
  const fail = useFailure();
  const form = useForm<DisableValues>({
    initial: { Password: '', Pin: '' },
    validate: (values) => {
      const errors: ClientErrors<DisableValues> = {};
      if (!values.Password) errors.Password = 'required';
      if (!normalizeCode(values.Pin)) errors.Pin = 'required';
      return errors;
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await disable({ password: values.Password, pin: normalizeCode(values.Pin) });
      const failure = failureOf(response.disableTwoFactor);
      if (failure) {
        const unmatched = form.setServerErrors(failure.fields);
        if (failure.fields.length === 0 || unmatched.length) fail(failure);
        return;
      }
      onDisabled();
    } catch (error) {
      fail(null, error);
    }
  });

  return (
    <>
      <p className="muted">{t('auth:security.twoFactor.onText')}</p>
      <form className="form" noValidate onSubmit={submit} aria-label={t('auth:security.twoFactor.disable')}>
        <PasswordField form={form} name="Password" label={t('validation:fields.Password')} autoComplete="current-password" disabled={form.pending} />
        <TextField form={form} name="Pin" label={t('auth:twoFactor.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={32} disabled={form.pending} />
        <SubmitButton pending={form.pending} pendingLabel={t('auth:security.twoFactor.disabling')} className="button button--danger">
          {t('auth:security.twoFactor.disable')}
        </SubmitButton>
      </form>
    </>
  );
}
