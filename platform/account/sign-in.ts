import { sql } from 'kysely';
import { inTransaction } from '../db/transaction';
import { t } from '../i18n';
import { assertMaySignIn } from '../responsible/guards';
import { checkAltcha, checkProofOfWork } from './challenges';
import type { AccountDeps, Caller } from './context';
import { AccountError } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import { forget, type LockoutRule, release, reserve } from './lockout';
import { hit, unhit } from './rate-limit';
import { startSession } from './sessions';
import { newToken, tokenHash } from './tokens';
import { verifyTotp } from './totp';
import { sessionUser } from './users';

export interface LoginInput {
  UserName: string;
  Password: string;
  /** The ALTCHA payload: base64 JSON of the challenge and the number the browser found. */
  Altcha: string;
  ReCaptchaToken: string;
  RememberMe: boolean;
}

/**
 * Lockouts (issue 14 §8, README "Security"): failures are counted per address and username typed, and per
 * username over all addresses, both keyed by the name typed so unknown names lock alike.
 * - From one address, the 5th failure for a name locks that address out of that name for 15 minutes, then
 *   30, 60, … (doubling for each lock in a day) up to a day. Other addresses are not affected.
 * - Over all addresses, the 20th failure within 15 minutes locks the name itself for 15 minutes, doubling up
 *   to 2 hours: a bound on what an attacker with many addresses can do to an owner.
 * - During an account lock its owner still gets in: a completed password reset clears every lock of the
 *   account, and an account with two-factor authentication on gets its password checked from an address
 *   with no failures for that name (a wrong password there counts for that address as usual; the code is
 *   still required and limited per account).
 */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LOCKOUT_FAILURES = 20;
const PAIR_RULE: LockoutRule = { limit: LOCKOUT_FAILURES, windowSeconds: LOCKOUT_WINDOW_SECONDS, baseLockSeconds: 15 * 60, maxLockSeconds: 24 * 60 * 60 };
const ACCOUNT_RULE: LockoutRule = { limit: ACCOUNT_LOCKOUT_FAILURES, windowSeconds: LOCKOUT_WINDOW_SECONDS, baseLockSeconds: 15 * 60, maxLockSeconds: 2 * 60 * 60 };
export const ATTEMPTS_PER_ADDRESS = 30;
const TWO_FACTOR_ATTEMPTS = 5;
/**
 * Wrong codes one account may take per lockout window, over all its tickets and addresses: with the
 * password known, five guesses per ticket and a new ticket per sign-in were unlimited (issue 14 §7).
 */
export const TWO_FACTOR_FAILURES_PER_ACCOUNT = 10;
const twoFactorKey = (userId: bigint) => `2fa-fail:${userId}`;

// Verifying against this when the username is unknown makes both answers cost the same.
const dummyHash = hashPassword('not-a-real-password-9');

const nameOf = (username: string) => username.trim().toLowerCase();
const pairKey = (ip: string, username: string) => `pair:${ip}:${nameOf(username)}`;
const accountKey = (username: string) => `account:${nameOf(username)}`;

async function recordFailure(deps: AccountDeps, caller: Caller, username: string, userId: bigint | null, reason: string) {
  await inTransaction(deps.db, async ({ trx, emit }) => {
    await trx.insertInto('login_attempts').values({ user_id: userId, username: username.slice(0, 100), ip: caller.ip, success: false, reason }).execute();
    // Seed 000 §4: Login_Fail is tracked.
    emit({ topic: 'account.login_failed', payload: { username: username.slice(0, 100), reason, ip: caller.ip } });
  });
}

export async function login(deps: AccountDeps, caller: Caller, input: LoginInput) {
  const { db } = deps;
  const say = (key: string, vars: Record<string, string | number> = {}) => t(caller.lang, `account:messages.${key}`, vars);
  if (!input.UserName.trim() || !input.Password) {
    throw new AccountError(400, 'VALIDATION', t(caller.lang, 'validation:requiredFields'));
  }
  const perAddress = await hit(db, `login:ip:${caller.ip}`, ATTEMPTS_PER_ADDRESS, LOCKOUT_WINDOW_SECONDS);
  if (!perAddress.allowed) throw new AccountError(429, 'RATE_LIMITED', say('rateLimited'), undefined, perAddress.retryAfterSeconds);

  const [captchaOk, powOk] = await Promise.all([checkAltcha(db, deps.config.altchaHmacKey, input.Altcha), checkProofOfWork(db, input.ReCaptchaToken)]);
  if (!captchaOk) throw new AccountError(400, 'CAPTCHA_INVALID', say('captchaWrong'));
  if (!powOk) throw new AccountError(400, 'CAPTCHA_INVALID', say('proofOfWork'));

  const locked = (retryAfterSeconds: number) =>
    new AccountError(
      429,
      'ACCOUNT_LOCKED',
      retryAfterSeconds > 60 ? say('temporarilyLocked', { minutes: Math.ceil(retryAfterSeconds / 60) }) : say('temporarilyLockedMinute'),
      undefined,
      retryAfterSeconds,
    );
  // Each password check is reserved first (see lockout.ts): concurrent attempts cannot share a count.
  const pair = await reserve(db, pairKey(caller.ip, input.UserName), nameOf(input.UserName), PAIR_RULE);
  if (!pair.allowed) throw locked(pair.retryAfterSeconds);

  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'email_verified', 'locked', 'political_declaration_required', 'totp_secret'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', nameOf(input.UserName)))
    .executeTakeFirst();
  const account = await reserve(db, accountKey(input.UserName), nameOf(input.UserName), ACCOUNT_RULE);
  // The owner of a locked account with two-factor on still signs in from a clean address: the password
  // alone opens nothing there.
  const ownerWayIn = !account.allowed && Boolean(user?.totp_secret) && pair.failures === 1;
  if (!account.allowed && !ownerWayIn) {
    // No password was checked: the address keeps its allowance.
    await release(db, pairKey(caller.ip, input.UserName), PAIR_RULE);
    throw locked(account.retryAfterSeconds);
  }

  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyHash), input.Password);
  if (!user || !passwordOk) {
    await recordFailure(deps, caller, input.UserName, user?.id ?? null, user ? 'wrong_password' : 'unknown_user');
    throw new AccountError(401, 'INVALID_CREDENTIALS', say('invalidCredentials'));
  }
  // A right password: this address's failures are forgotten; the account's count only takes back this
  // attempt, so a signed-in owner does not hand an attacker a fresh allowance.
  await forget(db, pairKey(caller.ip, input.UserName));
  if (account.allowed) await release(db, accountKey(input.UserName), ACCOUNT_RULE);
  if (user.locked || user.political_declaration_required) {
    await recordFailure(deps, caller, input.UserName, user.id, 'locked');
    throw new AccountError(403, 'ACCOUNT_LOCKED', user.locked ? say('accountLocked') : say('politicalDeclaration'));
  }
  if (!user.email_verified) {
    await recordFailure(deps, caller, input.UserName, user.id, 'email_not_verified');
    throw new AccountError(403, 'EMAIL_NOT_VERIFIED', say('emailNotVerified'));
  }

  // A time-out, a self-exclusion, a session limit's pause or the national register refuses the sign-in
  // with its own message (issue 17), before a second factor is even asked for.
  await assertMaySignIn(db, user.id, caller.lang);

  if (user.totp_secret) {
    // Seed 000 §4 Check2FA: the password step passed; the code comes next, with a
    // short-lived ticket so the captcha need not be solved twice.
    const ticket = newToken();
    await db
      .insertInto('account_tokens')
      .values({ user_id: user.id, purpose: 'two_factor', token_hash: tokenHash(ticket), remember_me: input.RememberMe, expires_at: sql<Date>`now() + interval '5 minutes'` })
      .execute();
    return { Check2FA: true, TwoFactorTicket: ticket, SessionToken: null, SessionExpiresAt: null, User: null };
  }
  return openSession(deps, caller, user.id, input.RememberMe);
}

/** The second step of a sign-in with two-factor authentication. */
export async function loginWithSecondFactor(deps: AccountDeps, caller: Caller, ticket: string, pin: string) {
  const { db } = deps;
  const say = (key: string) => t(caller.lang, `account:messages.${key}`);
  const row = await db
    .updateTable('account_tokens')
    .set({ attempts: sql`attempts + 1` })
    .where('token_hash', '=', tokenHash(ticket))
    .where('purpose', '=', 'two_factor')
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id', 'remember_me', 'attempts'])
    .executeTakeFirst();
  if (!row || row.attempts > TWO_FACTOR_ATTEMPTS) throw new AccountError(401, 'TWO_FACTOR_INVALID', say('twoFactorExpired'));
  // Counted before the code is checked, so guesses sent in parallel over many tickets cannot all slip
  // under the limit; a right code takes its count back below. Once over, even the right code waits.
  const guesses = await hit(db, twoFactorKey(row.user_id), TWO_FACTOR_FAILURES_PER_ACCOUNT, LOCKOUT_WINDOW_SECONDS);
  if (!guesses.allowed) {
    await recordFailure(deps, caller, String(row.user_id), row.user_id, 'two_factor_locked');
    throw new AccountError(429, 'ACCOUNT_LOCKED', t(caller.lang, 'account:messages.twoFactorLocked', { minutes: Math.ceil(guesses.retryAfterSeconds / 60) }), undefined, guesses.retryAfterSeconds);
  }
  const user = await db.selectFrom('users').select(['totp_secret', 'totp_last_step']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  const code = pin.replace(/\s/g, '');
  const step = user.totp_secret ? verifyTotp(user.totp_secret, code, Date.now() / 1000, user.totp_last_step === null ? null : Number(user.totp_last_step)) : null;
  const accepted =
    step !== null
      ? (await db
          .updateTable('users')
          .set({ totp_last_step: BigInt(step) })
          .where('id', '=', row.user_id)
          // A code is good once, even if two requests race with it.
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
          .executeTakeFirst()).numUpdatedRows === 1n
      : await useRecoveryCode(deps, row.user_id, code);
  if (!accepted) {
    await recordFailure(deps, caller, String(row.user_id), row.user_id, 'wrong_two_factor_code');
    throw new AccountError(401, 'TWO_FACTOR_INVALID', say('twoFactorWrong'), { Pin: t(caller.lang, 'validation:pin.wrong') });
  }
  await unhit(db, twoFactorKey(row.user_id), LOCKOUT_WINDOW_SECONDS);
  await db.updateTable('account_tokens').set({ used_at: sql`now()` }).where('id', '=', row.id).execute();
  await assertMaySignIn(deps.db, row.user_id, caller.lang);
  return openSession(deps, caller, row.user_id, row.remember_me);
}

async function useRecoveryCode(deps: AccountDeps, userId: bigint, code: string): Promise<boolean> {
  const result = await deps.db
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', tokenHash(code.toLowerCase()))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A new session (a new token at every sign-in) and the sign-in times moved on. */
async function openSession(deps: AccountDeps, caller: Caller, userId: bigint, rememberMe: boolean) {
  const session = await inTransaction(deps.db, async (tx) => {
    await tx.trx
      .updateTable('users')
      .set({ previous_sign_in_at: sql`last_sign_in_at`, last_sign_in_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
    await tx.trx.insertInto('login_attempts').values({ user_id: userId, username: String(userId), ip: caller.ip, success: true, reason: 'ok' }).execute();
    return startSession(tx, deps.config, userId, rememberMe, caller);
  });
  return {
    Check2FA: false,
    TwoFactorTicket: null,
    SessionToken: session.token,
    SessionExpiresAt: session.expiresAt.toISOString(),
    User: await sessionUser(deps.db, userId),
  };
}
