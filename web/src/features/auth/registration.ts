import { ageRule, confirmationRule, emailRule, passwordIdentityRule, passwordRule, usernameRule } from '../../../../rules/account';
import type { ClientErrors, ServerFieldError } from '../forms/useForm';
import type { RegisterInput } from '../../mutations/__generated__/useRegisterMutation.graphql';

/** Seed 000 §3 registration form values, by the seed's names; selects hold codes. */
export interface RegistrationValues {
  [field: string]: string | boolean;
  UserName: string;
  Email: string;
  Password: string;
  PasswordConfirmation: string;
  /** ISO country code */
  Country: string;
  /** Currency code, e.g. EUR */
  Currency: string;
  BonusCode: string;
  BirthDay: string;
  BirthMonth: string;
  BirthYear: string;
  /** ISO country codes; sent as the countries' legacy ids (seed 000 §3 NationalityCountryID, CurrentAddressCountryID). */
  NationalityCountry: string;
  CurrentCountry: string;
  AllowEmailNotification: boolean;
  /** Sets IsOver18, AgreeWithTerms and AgreeWithPrivacyPolicy together (seed 000 §5). */
  AgreeWithTermsAndPrivacyPolicy: boolean;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  UserName: '',
  Email: '',
  Password: '',
  PasswordConfirmation: '',
  Country: '',
  Currency: 'EUR',
  BonusCode: '',
  BirthDay: '',
  BirthMonth: '',
  BirthYear: '',
  NationalityCountry: '',
  CurrentCountry: '',
  AllowEmailNotification: false,
  AgreeWithTermsAndPrivacyPolicy: false,
};

/** Seed 000 §3 "Registration wizard": Currency Euro, country FI, terms unticked, e-mail news on. */
export const WIZARD_DEFAULTS: RegistrationValues = { ...EMPTY_REGISTRATION, Currency: 'EUR', Country: 'FI', AllowEmailNotification: true };

/** The wizard's steps: 1 account data and 3 agreements as the seed says; 2 holds what the seed leaves unplaced. */
export const WIZARD_STEPS: readonly (readonly (keyof RegistrationValues & string)[])[] = [
  ['UserName', 'Email', 'Password', 'PasswordConfirmation', 'Currency'],
  ['Country', 'BirthDay', 'BirthMonth', 'BirthYear', 'NationalityCountry', 'CurrentCountry', 'BonusCode'],
  ['AllowEmailNotification', 'AgreeWithTermsAndPrivacyPolicy'],
];

/**
 * The client rules (seed 000 §5 with the shared rules of rules/account.ts).
 * Answers validation keys; 'age.register' on BirthYear means under 18, which the
 * form also reports in an error modal.
 */
export function validateRegistration(values: RegistrationValues, now: Date = new Date()): ClientErrors<RegistrationValues> {
  const errors: ClientErrors<RegistrationValues> = {};
  const required = ['UserName', 'Email', 'Password', 'PasswordConfirmation', 'BirthDay', 'BirthMonth', 'BirthYear'] as const;
  for (const field of required) if (String(values[field]).trim() === '') errors[field] = 'required';

  if (!errors.UserName) errors.UserName = usernameRule(values.UserName.trim()) ?? undefined;
  if (!errors.Email) errors.Email = emailRule(values.Email) ?? undefined;
  // The common-password list is the server's (platform/account/password-policy.ts): its refusal arrives as this field's error.
  if (!errors.Password) errors.Password = passwordRule(values.Password) ?? passwordIdentityRule(values.Password, { username: values.UserName, email: values.Email }) ?? undefined;
  if (!errors.PasswordConfirmation) errors.PasswordConfirmation = confirmationRule(values.Password, values.PasswordConfirmation) ?? undefined;
  if (!values.Country) errors.Country = 'country.unknown';
  if (!values.Currency) errors.Currency = 'currency.unknown';
  if (!errors.BirthDay && !errors.BirthMonth && !errors.BirthYear) {
    const age = ageRule(Number(values.BirthYear), Number(values.BirthMonth), Number(values.BirthDay), 'age.register', now);
    if (age === 'age.register') errors.BirthYear = age;
    else if (age) errors.BirthDay = age;
  }
  if (!values.AgreeWithTermsAndPrivacyPolicy) errors.AgreeWithTermsAndPrivacyPolicy = 'terms';
  for (const key of Object.keys(errors)) if (errors[key] === undefined) delete errors[key];
  return errors;
}

/** Seed 000 §3: "every empty string becomes null". */
export const emptyToNull = (value: string | null | undefined): string | null => (value == null || value.trim() === '' ? null : value.trim());

export interface RegistrationContext {
  /** Countries by code, for the legacy ids the payload carries. */
  countries: readonly { code: string; legacyId: number }[];
  /** The query parameters the visitor arrived with (landingParams). */
  landing: Record<string, string>;
  /** clientConfig.features.affiliate */
  affiliate: boolean;
  pow: { challenge: string; nonce: string };
}

/** The submitted registration payload (seed 000 §3), as the gateway's RegisterInput. */
export function toRegisterInput(values: RegistrationValues, context: RegistrationContext): RegisterInput {
  const legacyId = (code: string) => (code ? (context.countries.find((country) => country.code === code)?.legacyId ?? null) : null);
  const btag = emptyToNull(context.landing.btag);
  return {
    userName: values.UserName.trim(),
    email: values.Email.trim(),
    password: values.Password,
    passwordConfirmation: values.PasswordConfirmation,
    countryCode: values.Country,
    currencyCode: values.Currency,
    bonusCode: emptyToNull(values.BonusCode),
    agreeWithTermsAndPrivacyPolicy: values.AgreeWithTermsAndPrivacyPolicy,
    allowEmailNotification: values.AllowEmailNotification,
    birthDay: Number(values.BirthDay),
    birthMonth: Number(values.BirthMonth),
    birthYear: Number(values.BirthYear),
    nationalityCountryId: legacyId(values.NationalityCountry),
    currentAddressCountryId: legacyId(values.CurrentCountry),
    btag,
    // Seed 000 §4: affiliate type 2 when the affiliate flag is on and a btag is present.
    affiliateType: context.affiliate && btag ? 2 : null,
    smarticoAffiliateId: emptyToNull(context.landing.smarticoAffiliateId ?? context.landing.SmarticoAffiliateId),
    powChallenge: context.pow.challenge,
    powNonce: context.pow.nonce,
  };
}

/** The payload's names for fields the form shows under another name. */
const FIELD_ALIASES: Record<string, keyof RegistrationValues & string> = {
  nationalitycountryid: 'NationalityCountry',
  currentaddresscountryid: 'CurrentCountry',
  isover18: 'AgreeWithTermsAndPrivacyPolicy',
  agreewithterms: 'AgreeWithTermsAndPrivacyPolicy',
  agreewithprivacypolicy: 'AgreeWithTermsAndPrivacyPolicy',
  countrycode: 'Country',
  currencycode: 'Currency',
  username: 'UserName',
};

/** Server field errors renamed onto the form's fields. */
export const registrationFieldErrors = (fields: readonly ServerFieldError[]): ServerFieldError[] =>
  fields.map((error) => ({ field: FIELD_ALIASES[error.field.toLowerCase()] ?? error.field, message: error.message }));

/** The first wizard step holding one of these fields (0-based), or null. */
export function firstStepWith(fields: readonly string[]): number | null {
  const step = WIZARD_STEPS.findIndex((names) => names.some((name) => fields.includes(name)));
  return step === -1 ? null : step;
}
