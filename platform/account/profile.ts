import { sql } from 'kysely';
import { ageRule, nameRule, phoneRule } from '../../rules/account';
import { accountEmailRule } from './email';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { t } from '../i18n';
import type { Caller } from './context';
import { AccountError, validationError } from './errors';
import { queueMail } from './mail';
import { verifyPassword } from './passwords';
import { hit } from './rate-limit';
import { endTokens, newToken, tokenHash } from './tokens';

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

/** The details as read: the account's address, and the one awaiting its confirmation link, if any. */
export type PersonalDetailsRead = PersonalDetails & { PendingEmail: string | null };

/** Password checks an e-mail change may make per account and quarter-hour: a stolen session is no password oracle. */
const EMAIL_CHANGE_PASSWORD_CHECKS = 5;

const trim = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

export async function readDetails(db: Db, userId: bigint): Promise<PersonalDetailsRead> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('account_tokens')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'change_email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
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
    PendingEmail: pending?.new_email ?? null,
  };
}

/**
 * Seed 001 §5 "Personal details". A new e-mail address (issue 14 §9) needs the current password and is not
 * set here: a link goes to the new address (verify-email sets it), the old one is told, and until the
 * link is used the account keeps, signs in with and receives reset links at its old address.
 */
export async function updateDetails(db: Db, caller: Caller, userId: bigint, input: PersonalDetails & { CurrentPassword?: string | null }): Promise<PersonalDetailsRead> {
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
    const rule = accountEmailRule(input.Email);
    if (rule) say('Email', rule);
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
  const current = await db.selectFrom('users').select(['email', 'username', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
  const newEmail = input.Email?.trim() ?? '';
  const changingEmail = !errors.Email && current.email.toLowerCase() !== newEmail.toLowerCase();
  if (changingEmail && !input.CurrentPassword) say('CurrentPassword', 'password.currentRequired');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (changingEmail) {
    const checks = await hit(db, `email-change:${userId}`, EMAIL_CHANGE_PASSWORD_CHECKS, 15 * 60);
    if (!checks.allowed) throw new AccountError(429, 'RATE_LIMITED', t(caller.lang, 'account:messages.rateLimited'), undefined, checks.retryAfterSeconds);
    if (!(await verifyPassword(current.password_hash, input.CurrentPassword!))) throw validationError({ CurrentPassword: t(caller.lang, 'validation:password.currentWrong') });
  }

  await inTransaction(db, async (tx) => {
    await tx.trx
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
      })
      .where('id', '=', userId)
      .execute();
    if (!changingEmail) return;
    // One pending change at a time: an older link, perhaps to another address, stops working.
    await endTokens(tx.trx, userId, 'change_email');
    const token = newToken();
    await tx.trx
      .insertInto('account_tokens')
      .values({ user_id: userId, purpose: 'change_email', new_email: newEmail, token_hash: tokenHash(token), expires_at: sql<Date>`now() + interval '24 hours'` })
      .execute();
    await queueMail(
      tx,
      newEmail,
      t(caller.lang, 'account:mail.changeEmail.subject'),
      t(caller.lang, 'account:mail.changeEmail.body', { username: current.username, link: `${caller.origin}/${caller.lang}/verify-email?token=${token}` }),
    );
    await queueMail(
      tx,
      current.email,
      t(caller.lang, 'account:mail.emailChangeRequested.subject'),
      t(caller.lang, 'account:mail.emailChangeRequested.body', { username: current.username, email: newEmail }),
    );
  });
  return readDetails(db, userId);
}
