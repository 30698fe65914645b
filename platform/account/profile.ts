import MailChecker from 'mailchecker';
import { ageRule, emailRule, nameRule, phoneRule } from '../../rules/account';
import type { Db } from '../db/connection';
import { t } from '../i18n';
import type { Caller } from './context';
import { validationError } from './errors';

export interface PersonalDetails {
  FirstName: string | null;
  LastName: string | null;
  BirthDay: number | null;
  BirthMonth: number | null;
  BirthYear: number | null;
  Gender: string | null;
  City: string | null;
  Phone: string | null;
  Address: string | null;
  PostalCode: string | null;
  IdentificatorNumber: string | null;
  Email: string;
}

/**
 * Numbers the phone check refuses (seed 001 §5 "a phone-check rejection from the
 * server is shown on the phone field"): premium-rate and obviously fake ones.
 */
const REJECTED_PHONES = [/^\+?1?900/, /^\+?0{6,}/, /^(\+?\d)\1{7,}$/];

const trim = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

export async function readDetails(db: Db, userId: bigint): Promise<PersonalDetails> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const born = user.birth_date ? new Date(user.birth_date) : null;
  return {
    FirstName: user.first_name,
    LastName: user.last_name,
    BirthDay: born?.getUTCDate() ?? null,
    BirthMonth: born ? born.getUTCMonth() + 1 : null,
    BirthYear: born?.getUTCFullYear() ?? null,
    Gender: user.gender,
    City: user.city,
    Phone: user.phone,
    Address: user.address,
    PostalCode: user.postal_code,
    IdentificatorNumber: user.identificator_number,
    Email: user.email,
  };
}

export async function updateDetails(db: Db, caller: Caller, userId: bigint, input: PersonalDetails): Promise<PersonalDetails> {
  const errors: Record<string, string> = {};
  const say = (field: string, key: string) => (errors[field] ??= t(caller.lang, `validation:${key}`));
  const require = (field: keyof PersonalDetails) => {
    const value = input[field];
    if (value === null || value === undefined || String(value).trim() === '') {
      errors[field] ??= t(caller.lang, 'validation:required', { field: t(caller.lang, `validation:fields.${field}`) });
      return false;
    }
    return true;
  };
  if (require('Email')) {
    if (emailRule(input.Email)) say('Email', 'email.invalid');
    else if (!MailChecker.isValid(input.Email.trim())) say('Email', 'email.temporary');
  }
  for (const field of ['FirstName', 'LastName'] as const) if (require(field) && nameRule(input[field]!)) say(field, 'name.invalid');
  if (require('Phone')) {
    if (phoneRule(input.Phone!)) say('Phone', 'phone.invalid');
    else if (REJECTED_PHONES.some((pattern) => pattern.test(input.Phone!.replace(/[\s()-]/g, '')))) say('Phone', 'phone.rejected');
  }
  const dateParts = (['BirthDay', 'BirthMonth', 'BirthYear'] as const).map((field) => require(field));
  if (dateParts.every(Boolean)) {
    const rule = ageRule(input.BirthYear!, input.BirthMonth!, input.BirthDay!, 'age.details');
    if (rule) say('BirthYear', rule);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const current = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({
      first_name: trim(input.FirstName),
      last_name: trim(input.LastName),
      birth_date: `${input.BirthYear}-${String(input.BirthMonth).padStart(2, '0')}-${String(input.BirthDay).padStart(2, '0')}`,
      gender: trim(input.Gender),
      city: trim(input.City),
      phone: trim(input.Phone),
      address: trim(input.Address),
      postal_code: trim(input.PostalCode),
      identificator_number: trim(input.IdentificatorNumber),
      email: input.Email.trim(),
      // A new address must be confirmed again.
      ...(current.email.toLowerCase() !== input.Email.trim().toLowerCase() ? { email_verified: false } : {}),
    })
    .where('id', '=', userId)
    .execute();
  return readDetails(db, userId);
}
