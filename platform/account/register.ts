import { sql } from 'kysely';
import { ageRule, confirmationRule, usernameRule } from '../../rules/account';
import { accountEmailRule } from './email';
import { inTransaction } from '../db/transaction';
import { t } from '../i18n';
import { CURRENCIES, RESTRICTED_COUNTRIES, RESTRICTED_CURRENCIES_BY_COUNTRY, COUNTRY_CODES } from '../reference/data';
import { checkProofOfWork } from './challenges';
import { passwordPolicy } from './password-policy';
import type { AccountDeps, Caller } from './context';
import { AccountError, validationError } from './errors';
import { queueMail } from './mail';
import { hashPassword } from './passwords';
import { hit } from './rate-limit';
import { startSession } from './sessions';
import { newToken, tokenHash } from './tokens';
import { AccountType } from './types';

/** Seed 000 §3 "Submitted registration payload", after "every empty string becomes null". */
export interface RegistrationPayload {
  UserName?: string | null;
  Email?: string | null;
  Password?: string | null;
  PasswordConfirmation?: string | null;
  Country: { ID?: number | null; Name?: string | null; Code?: string | null } | null;
  Currency: { ID?: number | null; Abbreviation?: string | null; NameLocalized?: string | null } | null;
  BonusCode?: string | null;
  IsOver18?: boolean | null;
  AgreeWithTerms?: boolean | null;
  AgreeWithPrivacyPolicy?: boolean | null;
  AgreeWithTermsAndPrivacyPolicy?: boolean | null;
  AllowEmailNotification?: boolean | null;
  BirthYear: number | null;
  BirthMonth: number | null;
  BirthDay: number | null;
  NationalityCountryID?: number | null;
  CurrentAddressCountryID?: number | null;
  btag?: string | null;
  AffiliateType?: number | null;
  SmarticoAffiliateId?: string | null;
  ReCaptchaToken?: string | null;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const REGISTRATIONS_PER_HOUR_PER_ADDRESS = 10;

/** Every rule of seed 000 §5 and seed 001 §5 on the payload; field → translated message. */
export function registrationFieldErrors(input: RegistrationPayload, caller: Caller, visitorCountry: string | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const say = (field: string, key: string, vars: Record<string, string> = {}) => {
    errors[field] ??= t(caller.lang, `validation:${key}`, vars);
  };
  const required = (field: keyof RegistrationPayload, present: boolean) => {
    if (!present) say(field, 'required', { field: t(caller.lang, `validation:fields.${field}`) });
  };
  required('UserName', !blank(input.UserName));
  required('Email', !blank(input.Email));
  required('Password', !blank(input.Password));
  required('PasswordConfirmation', !blank(input.PasswordConfirmation));
  required('Country', !blank(input.Country?.Code));
  required('Currency', !blank(input.Currency?.Abbreviation));
  required('BirthYear', input.BirthYear != null);
  required('BirthMonth', input.BirthMonth != null);
  required('BirthDay', input.BirthDay != null);

  const rule = (field: string, key: string | null) => key && say(field, key);
  if (!blank(input.UserName)) rule('UserName', usernameRule(input.UserName!.trim()));
  if (!blank(input.Email)) rule('Email', accountEmailRule(input.Email!));
  if (!blank(input.Password)) rule('Password', passwordPolicy(input.Password!, { username: input.UserName, email: input.Email }));
  if (!blank(input.Password) && !blank(input.PasswordConfirmation)) rule('PasswordConfirmation', confirmationRule(input.Password!, input.PasswordConfirmation!));
  if (input.BirthYear != null && input.BirthMonth != null && input.BirthDay != null) {
    rule('BirthYear', ageRule(input.BirthYear, input.BirthMonth, input.BirthDay, 'age.register'));
  }
  // The combined checkbox sets all three (seed 000 §5); every one of them must be true.
  if (!(input.AgreeWithTermsAndPrivacyPolicy && input.IsOver18 && input.AgreeWithTerms && input.AgreeWithPrivacyPolicy)) say('AgreeWithTermsAndPrivacyPolicy', 'terms');

  const country = input.Country?.Code?.toUpperCase() ?? '';
  if (!blank(country) && !COUNTRY_CODES.includes(country)) say('Country', 'country.unknown');
  if (RESTRICTED_COUNTRIES.includes(country) || (visitorCountry !== null && RESTRICTED_COUNTRIES.includes(visitorCountry))) say('Country', 'country.restricted');
  const currency = input.Currency?.Abbreviation ?? '';
  if (!blank(currency) && !CURRENCIES.some((c) => c.abbreviation === currency)) say('Currency', 'currency.unknown');
  const closed = [...(RESTRICTED_CURRENCIES_BY_COUNTRY[country] ?? []), ...(visitorCountry ? (RESTRICTED_CURRENCIES_BY_COUNTRY[visitorCountry] ?? []) : [])];
  if (closed.includes(currency)) say('Currency', 'currency.restricted', { currency });
  for (const field of ['NationalityCountryID', 'CurrentAddressCountryID'] as const) {
    const id = input[field];
    if (id != null && (id < 1 || id > COUNTRY_CODES.length)) say(field, 'country.unknown');
  }
  return errors;
}

export async function register(deps: AccountDeps, caller: Caller, input: RegistrationPayload) {
  const { db, config } = deps;
  const limit = await hit(db, `register:ip:${caller.ip}`, REGISTRATIONS_PER_HOUR_PER_ADDRESS, 3600);
  if (!limit.allowed) throw new AccountError(429, 'RATE_LIMITED', t(caller.lang, 'account:messages.rateLimited'), undefined, limit.retryAfterSeconds);

  const visitorCountry = deps.countryOf(caller.ip);
  const fieldErrors = registrationFieldErrors(input, caller, visitorCountry);
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
  if (!(await checkProofOfWork(db, input.ReCaptchaToken))) {
    throw new AccountError(400, 'CAPTCHA_INVALID', t(caller.lang, 'account:messages.proofOfWork'));
  }

  const username = input.UserName!.trim();
  const email = input.Email!.trim();
  const country = input.Country!.Code!.toUpperCase();
  const nationality = input.NationalityCountryID != null ? COUNTRY_CODES[input.NationalityCountryID - 1] : undefined;
  const needsDeclaration = nationality !== undefined && config.politicalDeclarationCountries.includes(nationality);
  // The hash is computed whether or not the account will be created: the answer
  // takes the same time for a new and for an already registered address.
  const passwordHash = await hashPassword(input.Password!);

  return inTransaction(db, async (tx) => {
    const { trx } = tx;
    const taken = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', username.toLowerCase()), eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]))
      .execute();
    if (taken.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
      throw validationError({ UserName: t(caller.lang, 'validation:username.taken') });
    }
    if (taken.length > 0) {
      // The address has an account. Saying so would let anyone probe which
      // addresses play here: answer as for a new account and tell the owner.
      if (!config.emailVerification) throw validationError({ Email: t(caller.lang, 'validation:email.invalid') });
      await queueMail(
        tx,
        email,
        t(caller.lang, 'account:mail.alreadyRegistered.subject'),
        t(caller.lang, 'account:mail.alreadyRegistered.body', { link: `${caller.origin}/${caller.lang}/lost-password` }),
      );
      return { EmailVerificationEnabled: true, NeedsPoliticalDeclaration: false, SessionToken: null, SessionExpiresAt: null };
    }

    const btag = blank(input.btag) ? null : input.btag!.trim();
    const user = await trx
      .insertInto('users')
      .values({
        username,
        email,
        password_hash: passwordHash,
        account_type: AccountType.User,
        currency: input.Currency!.Abbreviation!,
        country_code: country,
        parent_id: null,
        email_verified: !config.emailVerification,
        birth_date: `${input.BirthYear}-${String(input.BirthMonth).padStart(2, '0')}-${String(input.BirthDay).padStart(2, '0')}`,
        bonus_code: blank(input.BonusCode) ? null : input.BonusCode!.trim(),
        btag,
        // Seed 000 §4: affiliate type 2 only when a btag came with the visitor.
        affiliate_type: btag && input.AffiliateType === 2 ? 2 : null,
        smartico_affiliate_id: blank(input.SmarticoAffiliateId) ? null : input.SmarticoAffiliateId!,
        nationality_country_id: input.NationalityCountryID ?? null,
        current_address_country_id: input.CurrentAddressCountryID ?? null,
        allow_email_notification: input.AllowEmailNotification ?? true,
        political_declaration_required: needsDeclaration,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    if (config.emailVerification) {
      const token = newToken();
      await trx
        .insertInto('account_tokens')
        .values({ user_id: user.id, purpose: 'verify_email', token_hash: tokenHash(token), expires_at: sql<Date>`now() + interval '24 hours'` })
        .execute();
      await queueMail(
        tx,
        email,
        t(caller.lang, 'account:mail.verify.subject'),
        t(caller.lang, 'account:mail.verify.body', { username, link: `${caller.origin}/${caller.lang}/verify-email?token=${token}` }),
      );
      return { EmailVerificationEnabled: true, NeedsPoliticalDeclaration: needsDeclaration, SessionToken: null, SessionExpiresAt: null };
    }
    if (needsDeclaration) return { EmailVerificationEnabled: false, NeedsPoliticalDeclaration: true, SessionToken: null, SessionExpiresAt: null };
    const session = await startSession(tx, config, user.id, false, caller);
    await trx.updateTable('users').set({ last_sign_in_at: sql`now()` }).where('id', '=', user.id).execute();
    return { EmailVerificationEnabled: false, NeedsPoliticalDeclaration: false, SessionToken: session.token, SessionExpiresAt: session.expiresAt.toISOString() };
  });
}
