import { sql } from 'kysely';
import { confirmationRule, emailRule, newPasswordRule } from '../../rules/account';
import { inTransaction } from '../db/transaction';
import { t } from '../i18n';
import { checkAltcha } from './challenges';
import type { AccountDeps, Caller } from './context';
import { AccountError, validationError } from './errors';
import { queueMail } from './mail';
import { passwordPolicy } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { forgetAccount } from './lockout';
import { hit } from './rate-limit';
import { revokeOtherSessions } from './sessions';
import { endResetTokens, newToken, tokenHash } from './tokens';

/**
 * Every reset request takes at least this long, so an address with an account
 * (a token and a mail are written) answers no later than one without.
 */
export const RESET_ANSWER_FLOOR_MS = 400;
const RESETS_PER_ADDRESS = 5;

const required = (caller: Caller, field: string) => t(caller.lang, 'validation:required', { field: t(caller.lang, `validation:fields.${field}`) });

export async function requestPasswordReset(deps: AccountDeps, caller: Caller, input: { Email: string; Altcha: string }) {
  const started = Date.now();
  const { db } = deps;
  const errors: Record<string, string> = {};
  if (!input.Email.trim()) errors.Email = required(caller, 'Email');
  else if (emailRule(input.Email)) errors.Email = t(caller.lang, 'validation:email.invalid');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const limit = await hit(db, `reset:ip:${caller.ip}`, RESETS_PER_ADDRESS, 15 * 60);
  if (!limit.allowed) throw new AccountError(429, 'RATE_LIMITED', t(caller.lang, 'account:messages.rateLimited'), undefined, limit.retryAfterSeconds);
  if (!(await checkAltcha(db, deps.config.altchaHmacKey, input.Altcha))) {
    throw new AccountError(400, 'CAPTCHA_INVALID', t(caller.lang, 'account:messages.captchaWrong'));
  }

  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.Email.trim().toLowerCase()))
    .executeTakeFirst();
  if (user) {
    const token = newToken();
    await inTransaction(db, async (tx) => {
      await tx.trx
        .insertInto('account_tokens')
        .values({ user_id: user.id, purpose: 'reset_password', token_hash: tokenHash(token), expires_at: sql<Date>`now() + interval '1 hour'` })
        .execute();
      await queueMail(
        tx,
        user.email,
        t(caller.lang, 'account:mail.reset.subject'),
        t(caller.lang, 'account:mail.reset.body', { username: user.username, link: `${caller.origin}/${caller.lang}/set-password?token=${token}` }),
      );
    });
  }
  const remaining = RESET_ANSWER_FLOOR_MS - (Date.now() - started);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  return { Message: t(caller.lang, 'account:messages.resetSent'), Detail: t(caller.lang, 'account:messages.resetSentDetail') };
}

/** Seed 000 §4 "Set new password": a single-use, expiring token from the e-mail. */
export async function setPassword(deps: AccountDeps, caller: Caller, input: { Token: string; Password: string; PasswordConfirmation: string }) {
  const errors: Record<string, string> = {};
  if (!input.Password) errors.Password = required(caller, 'Password');
  else {
    // The policy needs whose password it is: the token's account (a wrong token is refused below, after hashing as ever).
    const owner = await deps.db
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .select(['users.username', 'users.email'])
      .where('account_tokens.token_hash', '=', tokenHash(input.Token))
      .where('account_tokens.purpose', '=', 'reset_password')
      .executeTakeFirst();
    const rule = passwordPolicy(input.Password, { username: owner?.username, email: owner?.email });
    if (rule) errors.Password = t(caller.lang, `validation:${rule}`);
  }
  if (!input.PasswordConfirmation) errors.PasswordConfirmation = required(caller, 'PasswordConfirmation');
  else if (input.Password && confirmationRule(input.Password, input.PasswordConfirmation)) errors.PasswordConfirmation = t(caller.lang, 'validation:password.mustMatch');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const passwordHash = await hashPassword(input.Password);
  await inTransaction(deps.db, async ({ trx }) => {
    const token = await trx
      .updateTable('account_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash(input.Token))
      .where('purpose', '=', 'reset_password')
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (!token) throw new AccountError(400, 'TOKEN_INVALID', t(caller.lang, 'account:messages.tokenInvalid'));
    // A reset proves the mailbox, so the address counts as confirmed; every
    // session (perhaps an attacker's) ends.
    const owner = await trx.updateTable('users').set({ password_hash: passwordHash, email_verified: true }).where('id', '=', token.user_id).returning('username').executeTakeFirstOrThrow();
    // ...and the owner is back in: every sign-in lock of the account ends (issue 14 §8).
    await forgetAccount(trx, owner.username);
    await endResetTokens(trx, token.user_id);
    await revokeOtherSessions(trx, token.user_id, null);
  });
  return { Message: t(caller.lang, 'account:messages.passwordSet') };
}

/**
 * A link from a mail: a new account's address confirmed, or (issue 14 §9) a requested change of address
 * made, verified, with a notice to the address it replaces.
 */
export async function verifyEmail(deps: AccountDeps, caller: Caller, token: string) {
  const used = await inTransaction(deps.db, async (tx) => {
    const row = await tx.trx
      .updateTable('account_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash(token))
      .where('purpose', 'in', ['verify_email', 'change_email'])
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'purpose', 'new_email'])
      .executeTakeFirst();
    if (!row) return null;
    if (row.purpose === 'verify_email' || !row.new_email) {
      await tx.trx.updateTable('users').set({ email_verified: true }).where('id', '=', row.user_id).execute();
      return 'verified' as const;
    }
    const newEmail = row.new_email;
    const taken = await tx.trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', newEmail.toLowerCase()))
      .where('id', '!=', row.user_id)
      .executeTakeFirst();
    if (taken) throw new AccountError(400, 'VALIDATION', t(caller.lang, 'account:messages.emailTaken'), { Email: t(caller.lang, 'account:messages.emailTaken') });
    const old = await tx.trx.selectFrom('users').select(['email', 'username']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
    await tx.trx.updateTable('users').set({ email: newEmail, email_verified: true }).where('id', '=', row.user_id).execute();
    // A reset link sent to the old address no longer belongs to the account's mailbox.
    await endResetTokens(tx.trx, row.user_id);
    await queueMail(
      tx,
      old.email,
      t(caller.lang, 'account:mail.emailChangedNotice.subject'),
      t(caller.lang, 'account:mail.emailChangedNotice.body', { username: old.username, email: newEmail }),
    );
    return 'changed' as const;
  });
  if (!used) throw new AccountError(400, 'TOKEN_INVALID', t(caller.lang, 'account:messages.tokenInvalid'));
  return { Message: t(caller.lang, used === 'changed' ? 'account:messages.emailChanged' : 'account:messages.emailVerified') };
}

/** Seed 001 §5 "Change password", every rule; other sessions end. */
export async function changePassword(
  deps: AccountDeps,
  caller: Caller,
  session: { userId: bigint; sessionId: bigint },
  input: { OldPassword: string; NewPassword: string; NewPasswordConfirm: string },
) {
  const user = await deps.db.selectFrom('users').select(['username', 'email', 'password_hash']).where('id', '=', session.userId).executeTakeFirstOrThrow();
  const errors: Record<string, string> = {};
  if (!input.OldPassword) errors.OldPassword = t(caller.lang, 'validation:password.currentRequired');
  if (!input.NewPassword) errors.NewPassword = required(caller, 'NewPassword');
  else {
    const rule =
      newPasswordRule(input.NewPassword, { username: user.username, email: user.email, oldPassword: input.OldPassword }) ??
      passwordPolicy(input.NewPassword, { username: user.username, email: user.email }, 'password.newComposition');
    if (rule) errors.NewPassword = t(caller.lang, `validation:${rule}`);
  }
  if (!input.NewPasswordConfirm) errors.NewPasswordConfirm = required(caller, 'NewPasswordConfirm');
  else if (input.NewPassword && confirmationRule(input.NewPassword, input.NewPasswordConfirm)) errors.NewPasswordConfirm = t(caller.lang, 'validation:password.mustMatch');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (!(await verifyPassword(user.password_hash, input.OldPassword))) throw validationError({ OldPassword: t(caller.lang, 'validation:password.currentWrong') });
  const passwordHash = await hashPassword(input.NewPassword);
  await inTransaction(deps.db, async (tx) => {
    await tx.trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', session.userId).execute();
    await endResetTokens(tx.trx, session.userId);
    await revokeOtherSessions(tx.trx, session.userId, session.sessionId);
    await queueMail(tx, user.email, t(caller.lang, 'account:mail.passwordChanged.subject'), t(caller.lang, 'account:mail.passwordChanged.body', { username: user.username }));
  });
  return { Message: t(caller.lang, 'account:messages.passwordChanged') };
}
