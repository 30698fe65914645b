/**
 * Who is calling, as every player-facing route reads it: the headers the gateway forwards (the session
 * as X-Session-Token, a retry's Idempotency-Key, an operator's X-Admin-Token) and the signed-in player
 * behind them.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { resolveSession } from '../account/sessions';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { requestLanguage, t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { DomainError } from './errors';

export const sessionHeader = z.object({ 'x-session-token': z.string().optional() });
export const idempotentHeaders = sessionHeader.extend({
  'idempotency-key': z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: 'Retrying with the same key answers the same operation and moves no money again' }),
});
export const adminHeader = z.object({ 'x-admin-token': z.string().optional() });
export const IdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The signed-in player behind a request. */
export interface Player {
  userId: bigint;
  /** The account's currency: deposits, withdrawals, bonuses and stakes are in it. */
  currency: string;
  lang: SupportedLanguage;
}

export const languageOf = (c: Context): SupportedLanguage => requestLanguage(c.req.header('accept-language'));

/**
 * The caller's address as the gateway forwards it (X-Forwarded-For, which the gateway sets from the socket
 * or a trusted proxy); loopback for a direct call. Rate limits and lockouts count by it.
 */
export const callerAddressOf = (c: Context): string => c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1';

/** The player of the request's session, or null when it has none (or it is over). */
export async function sessionPlayer(db: Db, config: PlatformConfig, c: Context): Promise<Player | null> {
  const session = await resolveSession(db, config, c.req.header('x-session-token'));
  if (!session) return null;
  const user = await db.selectFrom('users').select(['id', 'currency']).where('id', '=', session.user_id).executeTakeFirstOrThrow();
  return { userId: user.id, currency: user.currency, lang: languageOf(c) };
}

/** Exactly as the account routes do: X-Session-Token, or a 401 in the request language. */
export async function requirePlayer(db: Db, config: PlatformConfig, c: Context): Promise<Player> {
  const player = await sessionPlayer(db, config, c);
  if (!player) throw new DomainError(401, 'UNAUTHORIZED', t(languageOf(c), 'account:messages.notSignedIn'));
  return player;
}
