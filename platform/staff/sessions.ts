/**
 * Staff sign-in and sessions (issue 18). A password and a TOTP code, always both: staff have no
 * "remember this device". Five wrong codes in a row lock the account until an admin unlocks it; wrong
 * passwords are slowed per user name like a player's (account/lockout.ts), but never lock the account,
 * so nobody can lock a colleague out by guessing at their user name.
 */
import { sql } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { verifyPassword } from '../account/passwords';
import { verifyTotp } from '../account/totp';
import { newToken, tokenHash } from '../account/tokens';
import { forget, type LockoutRule, release, reserve } from '../account/lockout';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { StaffError } from './errors';

export const WRONG_CODES_LOCK = 5;
const PASSWORD_RULE: LockoutRule = { limit: 10, windowSeconds: 15 * 60, baseLockSeconds: 5 * 60, maxLockSeconds: 60 * 60 };
// One address guessing at many user names (password spraying) is slowed down as a whole.
const ADDRESS_RULE: LockoutRule = { limit: 30, windowSeconds: 15 * 60, baseLockSeconds: 15 * 60, maxLockSeconds: 2 * 60 * 60 };
// Verifying against a real argon2id hash when the user is unknown keeps the answer's timing the same.
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YCRGjpnob+uJv+rIVIO7Og$aUD/8oJYB575vjJnk89p8wLr30Zd2SD1bx9bBN+52lM';

export interface StaffMember {
  id: bigint;
  username: string;
  displayName: string;
  roles: string[];
  sessionId: bigint;
}

export interface SignIn {
  UserName: string;
  Password: string;
  Code: string;
}

const refuse = (lang: SupportedLanguage, code: 'INVALID_CREDENTIALS' | 'TWO_FACTOR_INVALID' | 'ACCOUNT_LOCKED', retryAfterSeconds?: number) =>
  new StaffError(code === 'ACCOUNT_LOCKED' ? 403 : 401, code, t(lang, `backoffice:signIn.${code}`), undefined, retryAfterSeconds);

export async function signInStaff(db: Db, config: PlatformConfig, lang: SupportedLanguage, input: SignIn, info: { ip: string; userAgent: string }) {
  const name = input.UserName.trim().toLowerCase();
  const key = `staff:${name}`;
  const addressKey = `staff-address:${info.ip}`;
  const address = await reserve(db, addressKey, name, ADDRESS_RULE);
  if (!address.allowed) throw refuse(lang, 'INVALID_CREDENTIALS', address.retryAfterSeconds);
  const slot = await reserve(db, key, name, PASSWORD_RULE);
  if (!slot.allowed) throw refuse(lang, 'INVALID_CREDENTIALS', slot.retryAfterSeconds);
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'password_hash', 'totp_secret', 'totp_last_step', 'locked_at', 'failed_codes'])
    .where(sql<string>`lower(username)`, '=', input.UserName.trim().toLowerCase())
    .executeTakeFirst();
  const passwordRight = await verifyPassword(staff?.password_hash ?? DECOY_HASH, input.Password).catch(() => false);
  if (!staff || !passwordRight) throw refuse(lang, 'INVALID_CREDENTIALS');
  await forget(db, key);
  await release(db, addressKey, ADDRESS_RULE);
  if (staff.locked_at) throw refuse(lang, 'ACCOUNT_LOCKED');
  const step = verifyTotp(staff.totp_secret, input.Code, Date.now() / 1000, staff.totp_last_step === null ? null : Number(staff.totp_last_step));
  if (step === null) {
    // One statement counts the failure and locks at the fifth, so concurrent wrong codes cannot overshoot.
    const counted = await db
      .updateTable('staff')
      .set({ failed_codes: sql`failed_codes + 1`, locked_at: sql`case when failed_codes + 1 >= ${WRONG_CODES_LOCK} then now() else null end` })
      .where('id', '=', staff.id)
      .where('locked_at', 'is', null)
      .returning(['locked_at'])
      .executeTakeFirst();
    throw refuse(lang, counted?.locked_at ? 'ACCOUNT_LOCKED' : 'TWO_FACTOR_INVALID');
  }
  // The step is spent: the same code cannot sign in twice (a shoulder-surfed code is worthless at once).
  const spent = await db
    .updateTable('staff')
    .set({ totp_last_step: BigInt(step), failed_codes: 0 })
    .where('id', '=', staff.id)
    .where('locked_at', 'is', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw refuse(lang, 'TWO_FACTOR_INVALID');
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: tokenHash(token),
      staff_id: staff.id,
      ip: info.ip,
      user_agent: info.userAgent.slice(0, 300),
      expires_at: sql<Date>`now() + ${`${config.staffSessionHours} hours`}::interval`,
      revoked_at: null,
    })
    .execute();
  return { token, staffId: staff.id };
}

/** The member of staff behind a session token, touching its idle clock; null when it is over or they are locked. */
export async function resolveStaffSession(db: Db, config: PlatformConfig, token: string | undefined): Promise<StaffMember | null> {
  if (!token || token.length > 100) return null;
  const session = await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', sql<Date>`now() - ${`${config.staffIdleMinutes} minutes`}::interval`)
    .returning(['id', 'staff_id'])
    .executeTakeFirst();
  if (!session) return null;
  const staff = await db.selectFrom('staff').select(['id', 'username', 'display_name', 'roles', 'locked_at']).where('id', '=', session.staff_id).executeTakeFirstOrThrow();
  if (staff.locked_at) return null;
  return { id: staff.id, username: staff.username, displayName: staff.display_name, roles: staff.roles, sessionId: session.id };
}

export async function endStaffSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await db.updateTable('staff_sessions').set({ revoked_at: sql`now()` }).where('token_hash', '=', tokenHash(token)).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a member of staff (locked, roles changed). */
export async function endAllStaffSessions(db: Db | Tx['trx'], staffId: bigint): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: sql`now()` }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).execute();
}
