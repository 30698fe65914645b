import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useModal } from '../modals/ModalContext';
import { useNotices } from '../modals/useNotices';
import type { Form } from '../forms/useForm';
import { useClientConfig } from '../shell/ClientConfigContext';
import { landingParams } from '../shell/landingParams';
import { useLanguage } from '../shell/useLanguage';
import { useRegisterMutation } from '../../mutations/useRegisterMutation';
import { dataOf, failureOf } from '../../mutations/results';
import { failureText } from './failureText';
import { rememberMailboxAddress } from './mailboxAddress';
import { registrationFieldErrors, toRegisterInput, type RegistrationValues } from './registration';
import { solveInWorker } from './solveInWorker';
import { fetchCaptcha } from './useCaptcha';
import type { useRegistrationQuery } from './__generated__/useRegistrationQuery.graphql';

const registrationQuery = graphql`
  query useRegistrationQuery {
    countries {
      code
      legacyId
      name
    }
    currencies {
      code
      name
    }
    visitor {
      countryCode
      registrationRestricted
      restrictedCurrencies
    }
  }
`;

export type RegistrationStage = 'idle' | 'checking' | 'sending';

/** The session key of the wizard's progress (seed 000 §3 "The current step is stored"). */
export const WIZARD_STORAGE_KEY = 'oddsgate.registerWizard';

/**
 * The reference data and the submission of both registration forms (seed 000 §4
 * Registration steps 3 to 6); the forms own their fields and client checks.
 */
export function useRegistration(close: () => void) {
  const { t } = useTranslation(['auth', 'common', 'validation']);
  const lang = useLanguage();
  const environment = useRelayEnvironment();
  const { features } = useClientConfig();
  const { push } = useModal();
  const notices = useNotices();
  const [register] = useRegisterMutation();
  const [stage, setStage] = useState<RegistrationStage>('idle');
  const data = useLazyLoadQuery<useRegistrationQuery>(registrationQuery, {}, { fetchPolicy: 'store-or-network' });

  const countries = useMemo(
    () => [...data.countries].sort((a, b) => a.name.localeCompare(b.name, lang)).map((country) => ({ value: country.code, label: country.name })),
    [data.countries, lang],
  );
  const restricted = useMemo(() => new Set(data.visitor.restrictedCurrencies), [data.visitor.restrictedCurrencies]);
  const currencies = useMemo(
    () =>
      data.currencies.map((currency) => ({
        value: currency.code,
        label: restricted.has(currency.code) ? `${currency.code} · ${t('auth:register.currencyRestricted')}` : `${currency.code} · ${currency.name}`,
        disabled: restricted.has(currency.code),
      })),
    [data.currencies, restricted, t],
  );

  const contactSupport = t('auth:register.contactSupport');

  /** Sends the form; answers the fields the server rejected (empty when none or on success). */
  const submit = useCallback(
    async (values: RegistrationValues, form: Form<RegistrationValues>): Promise<string[]> => {
      try {
        setStage('checking');
        const captcha = await fetchCaptcha(environment);
        let nonce: string;
        try {
          nonce = await solveInWorker(captcha.powChallenge, captcha.powDifficulty);
        } catch {
          notices.error(t('validation:captcha.proofOfWork'));
          return [];
        }
        setStage('sending');
        const input = toRegisterInput(values, {
          countries: data.countries,
          landing: landingParams(),
          affiliate: features.affiliate,
          pow: { challenge: captcha.powChallenge, nonce },
        });
        const response = await register({ input });
        const result = response.register;
        const failure = failureOf(result);
        if (failure) {
          const fields = registrationFieldErrors(failure.fields);
          const unmatched = form.setServerErrors(fields);
          // Field problems show on their fields; anything else in the error modal with the support line (seed 000 §8).
          if (fields.length === 0) notices.error(failureText(t, failure), contactSupport);
          else if (unmatched.length) notices.error(unmatched.map((error) => error.message).join(' '), contactSupport);
          return fields.map((error) => error.field);
        }
        const success = dataOf(result);
        if (!success) throw new Error(t('common:errors.somethingWentWrong'));
        rememberMailboxAddress(input.email);
        sessionStorage.removeItem(WIZARD_STORAGE_KEY);
        const { emailVerificationEnabled, needsPoliticalDeclaration } = success;
        close();
        const political = () => notices.message(t('auth:register.politicalTitle'), t('auth:register.political'));
        if (emailVerificationEnabled) {
          notices.message(t('auth:register.successTitle'), t('auth:register.checkEmail'), needsPoliticalDeclaration ? political : undefined);
        } else if (needsPoliticalDeclaration) {
          political();
        } else {
          push('successfulRegisterModal');
        }
        return [];
      } catch (error) {
        notices.thrown(error, contactSupport);
        return [];
      } finally {
        setStage('idle');
      }
    },
    [environment, notices, t, data.countries, features.affiliate, register, close, push, contactSupport],
  );

  return {
    countries,
    currencies,
    visitorCountry: data.visitor.countryCode ?? null,
    registrationRestricted: data.visitor.registrationRestricted,
    isCountry: (code: string) => data.countries.some((country) => country.code === code),
    stage,
    submit,
  };
}
