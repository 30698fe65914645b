import { sql } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { endSessionAtLimit } from '../responsible/guards';
import { newToken, tokenHash } from './tokens';
import { noteUser } from '../../rules/log';

export interface SessionInfo {
  ip: string;
  userAgent: string;
}

/**
 * Sessions are opaque random tokens the gateway keeps in an httpOnly cookie; the
 * platform stores their hash. A session ends at the first of: its absolute
 * lifetime, an idle period without use, or a sign-out (revocation), after which
 * the same cookie is worthless everywhere.
 */
export async function startSession({ trx }: Tx, config: PlatformConfig, userId: bigint, rememberMe: boolean, info: SessionInfo) {
  // The request that signs a user in acts for that user from here on (its request and audit lines).
  noteUser(userId);
  const token = newToken();
  const lifetimeMinutes = rememberMe ? config.rememberMeDays * 24 * 60 : config.sessionAbsoluteMinutes;
  const row = await trx
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      remember_me: rememberMe,
      ip: info.ip,
      user_agent: info.userAgent.slice(0, 300),
      expires_at: sql<Date>`now() + ${`${lifetimeMinutes} minutes`}::interval`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, expiresAt: row.expires_at };
}

/** The live session behind a token, touching its idle clock; null when it is over. */
export async function resolveSession(db: Db, config: PlatformConfig, token: string | undefined) {
  if (!token || token.length > 100) return null;
  const idleMinutes = config.sessionIdleMinutes;
  // Remember-me sessions may idle for as long as they live.
  const session = await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where((eb) => eb.or([eb('remember_me', '=', true), eb('last_seen_at', '>', sql<Date>`now() - ${`${idleMinutes} minutes`}::interval`)]))
    .returning(['id', 'user_id', 'created_at'])
    .executeTakeFirst();
  if (!session) return null;
  // The player's session time limit (issue 17): past it the session ends here, whatever asked.
  if (await endSessionAtLimit(db, session)) return null;
  noteUser(session.user_id);
  return { id: session.id, user_id: session.user_id };
}

export async function revokeSession(db: Db, sessionId: bigint): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeOtherSessions(db: Db | Tx['trx'], userId: bigint, keepSessionId: bigint | null): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keepSessionId !== null, (q) => q.where('id', '!=', keepSessionId!))
    .execute();
}

export async function listSessions(db: Db, userId: bigint) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc')
    .execute();
}
