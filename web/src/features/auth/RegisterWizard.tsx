import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../modals/useNotices';
import { FormStatus, SubmitButton } from '../forms/fields';
import { useForm, type ClientErrors } from '../forms/useForm';
import { firstStepWith, validateRegistration, WIZARD_DEFAULTS, WIZARD_STEPS, type RegistrationValues } from './registration';
import { RegistrationFields } from './RegistrationFields';
import { registrationPendingKey } from './RegisterForm';
import { useRegistration, WIZARD_STORAGE_KEY } from './useRegistration';

interface Progress {
  step: number;
  values: Partial<RegistrationValues>;
}

/** Passwords never go to storage; a reload asks for them again. */
const SECRET: readonly string[] = ['Password', 'PasswordConfirmation'];

function loadProgress(): Progress {
  try {
    const stored = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? 'null') as Progress | null;
    if (stored && Number.isInteger(stored.step) && stored.step >= 0 && stored.step < WIZARD_STEPS.length) {
      // Only the wizard's own fields, each of the type it had: storage is not trusted input.
      const values = Object.fromEntries(
        Object.entries(stored.values ?? {}).filter(([name, value]) => name in WIZARD_DEFAULTS && !SECRET.includes(name) && typeof value === typeof WIZARD_DEFAULTS[name]),
      );
      return { step: stored.step, values };
    }
  } catch {
    // A damaged entry starts the wizard over.
  }
  return { step: 0, values: {} };
}

function saveProgress(step: number, values: RegistrationValues) {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.includes(name)));
  try {
    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step, values: kept }));
  } catch {
    // Storage may be refused (private mode); the wizard still works, it just forgets on reload.
  }
}

/**
 * Seed 000 §3 "Registration wizard": step 1 account data, step 2 the personal
 * data the payload needs, step 3 the agreements; the current step is stored for
 * the session.
 */
export function RegisterWizard({ close }: { close: () => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const notices = useNotices();
  const registration = useRegistration(close);
  const [progress] = useState(loadProgress);
  const [step, setStep] = useState(progress.step);
  // Restored past step 1 after a reload, the passwords (never stored) must be typed again.
  const [passwordsLost, setPasswordsLost] = useState(false);
  const last = step === WIZARD_STEPS.length - 1;
  const form = useForm<RegistrationValues>({
    initial: { ...WIZARD_DEFAULTS, ...progress.values } as RegistrationValues,
    // Each step checks its own fields; the last one checks them all (and sends the player back where one fails).
    validate: (values) => {
      const all = validateRegistration(values);
      if (last) return all;
      const current = WIZARD_STEPS[step] ?? [];
      return Object.fromEntries(Object.entries(all).filter(([name]) => current.includes(name))) as ClientErrors<RegistrationValues>;
    },
  });

  useEffect(() => saveProgress(step, form.values), [step, form.values]);

  // A new step starts clean: its fields show errors on blur or on its own submit.
  const goTo = (next: number, values: RegistrationValues = form.values) => {
    setStep(next);
    form.reset(values);
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (!last) return goTo(step + 1, values);
      const rejected = await registration.submit(values, form);
      const back = firstStepWith(rejected);
      if (back !== null && back !== step) setStep(back);
    },
    (errors) => {
      if (errors.BirthYear === 'age.register') notices.error(t('validation:age.register'));
      // Problems on this step are shown here first; only then back to an earlier one.
      if (Object.keys(errors).some((name) => WIZARD_STEPS[step]?.includes(name))) return;
      const back = firstStepWith(Object.keys(errors));
      if (back === null || back === step) return;
      setPasswordsLost(back === 0 && errors.Password === 'required' && Boolean(form.values.UserName));
      setStep(back);
    },
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="wizard__progress">
        <p className="wizard__step" aria-live="polite">
          {t('auth:wizard.step', { step: step + 1, total: WIZARD_STEPS.length })}
        </p>
        <ol className="wizard__dots" aria-hidden="true">
          {WIZARD_STEPS.map((_, index) => (
            <li key={index} className={index <= step ? 'wizard__dot wizard__dot--done' : 'wizard__dot'} />
          ))}
        </ol>
        <h3 className="form__title">{t(`auth:wizard.titles.${step}`)}</h3>
      </div>
      {passwordsLost && step === 0 && <FormStatus tone="info">{t('auth:wizard.passwordAgain')}</FormStatus>}
      <RegistrationFields form={form} only={WIZARD_STEPS[step]} countries={registration.countries} currencies={registration.currencies} disabled={form.pending} />
      <div className="form__actions">
        {step > 0 && (
          <button type="button" className="button" disabled={form.pending} onClick={() => goTo(step - 1)}>
            {t('auth:wizard.back')}
          </button>
        )}
        <SubmitButton pending={form.pending} pendingLabel={t(registrationPendingKey(registration.stage))} className="button button--primary form__grow">
          {last ? t('auth:register.submit') : t('auth:wizard.next')}
        </SubmitButton>
      </div>
    </form>
  );
}
