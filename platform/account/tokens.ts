import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/schema';
import type { Tx } from '../db/transaction';

/** 256 random bits, URL-safe: session tokens and e-mail links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: high-entropy secrets need no slow hash. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Ends every unused reset link of an account whenever its password is set (a reset, a change in the
 * account, an agent's edit): the password a link was meant to replace is gone, so an older link, still
 * in a mailbox someone else may read, must not set it again (issue 14 §6).
 */
export const endResetTokens = (trx: Tx['trx'], userId: bigint) => endTokens(trx, userId, 'reset_password');

/** Marks every unused token of one purpose of an account used: its links stop working. */
export async function endTokens(trx: Tx['trx'], userId: bigint, purpose: DB['account_tokens']['purpose']): Promise<void> {
  await trx
    .updateTable('account_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
