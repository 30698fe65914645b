import { sql } from 'kysely';
import { inTransaction } from '../db/transaction';
import { t } from '../i18n';
import { checkCaptcha, checkProofOfWork } from './challenges';
import type { AccountDeps, Caller } from './context';
import { AccountError } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import { clearHits, hit, hits, unhit } from './rate-limit';
import { startSession } from './sessions';
import { newToken, tokenHash } from './tokens';
import { verifyTotp } from './totp';
import { sessionUser } from './users';

export interface LoginInput {
  UserName: string;
  Password: string;
  CaptchaId: string;
  Captcha: string;
  ReCaptchaToken: string;
  RememberMe: boolean;
}

/** A temporary lockout: this many failed sign-ins for one username within the window. */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;
/** Sign-in attempts one address may make per window, whatever the usernames. */
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

const lockKey = (username: string) => `login-fail:${username.trim().toLowerCase()}`;

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

  // The lockout is keyed by the name typed, not by an account, so unknown names
  // lock the same way and the lockout says nothing about which accounts exist.
  const failures = await hits(db, lockKey(input.UserName), LOCKOUT_WINDOW_SECONDS);
  if (failures.count >= LOCKOUT_FAILURES) {
    throw new AccountError(429, 'ACCOUNT_LOCKED', say('temporarilyLocked', { minutes: Math.ceil(failures.retryAfterSeconds / 60) }), undefined, failures.retryAfterSeconds);
  }

  const [captchaOk, powOk] = await Promise.all([checkCaptcha(db, input.CaptchaId, input.Captcha), checkProofOfWork(db, input.ReCaptchaToken)]);
  if (!captchaOk) throw new AccountError(400, 'CAPTCHA_INVALID', say('captchaWrong'), { Captcha: t(caller.lang, 'validation:captcha.wrong') });
  if (!powOk) throw new AccountError(400, 'CAPTCHA_INVALID', say('proofOfWork'));

  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'email_verified', 'locked', 'political_declaration_required', 'totp_secret'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', input.UserName.trim().toLowerCase()))
    .executeTakeFirst();
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyHash), input.Password);
  if (!user || !passwordOk) {
    await hit(db, lockKey(input.UserName), Number.MAX_SAFE_INTEGER, LOCKOUT_WINDOW_SECONDS);
    await recordFailure(deps, caller, input.UserName, user?.id ?? null, user ? 'wrong_password' : 'unknown_user');
    throw new AccountError(401, 'INVALID_CREDENTIALS', say('invalidCredentials'));
  }
  if (user.locked || user.political_declaration_required) {
    await recordFailure(deps, caller, input.UserName, user.id, 'locked');
    throw new AccountError(403, 'ACCOUNT_LOCKED', user.locked ? say('accountLocked') : say('politicalDeclaration'));
  }
  if (!user.email_verified) {
    await recordFailure(deps, caller, input.UserName, user.id, 'email_not_verified');
    throw new AccountError(403, 'EMAIL_NOT_VERIFIED', say('emailNotVerified'));
  }
  await clearHits(db, lockKey(input.UserName));

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
