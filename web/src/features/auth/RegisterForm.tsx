import { useTranslation } from 'react-i18next';
import { useNotices } from '../modals/useNotices';
import { FormStatus, SubmitButton } from '../forms/fields';
import { useForm } from '../forms/useForm';
import { EMPTY_REGISTRATION, validateRegistration, type RegistrationValues } from './registration';
import { RegistrationFields } from './RegistrationFields';
import { useRegistration, type RegistrationStage } from './useRegistration';

/** The pending label of a registration submit. */
export const registrationPendingKey = (stage: RegistrationStage) => (stage === 'checking' ? 'auth:pending.checking' : 'auth:register.pending');

/** Seed 000 §3–§5: the one-page registration form. */
export function RegisterForm({ close }: { close: () => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const notices = useNotices();
  const registration = useRegistration(close);
  const visitorCountry = registration.visitorCountry && registration.isCountry(registration.visitorCountry) ? registration.visitorCountry : '';
  const form = useForm<RegistrationValues>({
    initial: { ...EMPTY_REGISTRATION, Country: visitorCountry },
    validate: validateRegistration,
  });

  const submit = form.handleSubmit(
    async (values) => {
      await registration.submit(values, form);
    },
    (errors) => {
      // Seed 000 §4 Registration step 2: under 18 is an error modal, not only a field message.
      if (errors.BirthYear === 'age.register') notices.error(t('validation:age.register'));
    },
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      {registration.registrationRestricted && <FormStatus tone="error">{t('validation:country.restricted')}</FormStatus>}
      <RegistrationFields form={form} countries={registration.countries} currencies={registration.currencies} disabled={form.pending} />
      <SubmitButton pending={form.pending} pendingLabel={t(registrationPendingKey(registration.stage))}>
        {t('auth:register.submit')}
      </SubmitButton>
    </form>
  );
}
