/**
 * Game sessions: a launch opens one (a random token the game server is reached with), the game server
 * looks it up, EndGameSession closes it. Expected launch refusals are stored per game and player
 * (seed 002 §3) so the game list can say why a game did not open.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Player } from '../http/session';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../reference/data';
import { casinoError, type CasinoErrorCode } from './errors';
import { catalogueIndex, gameCurrency, type GameRow, type IndexedGame } from './games';
import type { GameEngine, SessionMode } from './schema';

/** How long a session's token takes bets without play; every bet renews it. */
export const SESSION_MINUTES = 30;

export interface CasinoSession {
  id: bigint;
  token: string;
  /** null: an anonymous demo session. */
  userId: bigint | null;
  gameId: number;
  provider: string;
  engine: GameEngine;
  variant: string;
  title: string;
  mode: SessionMode;
  currency: string;
  language: SupportedLanguage;
  expiresAt: Date;
  endedAt: Date | null;
}

const asLanguage = (tag: string): SupportedLanguage => ((SUPPORTED_LANGUAGES as readonly string[]).includes(tag) ? (tag as SupportedLanguage) : 'en-US');

/** The currency of the session a provider's wallet call names, or null when the token is no session's. */
export async function sessionCurrency(db: Db, token: string): Promise<string | null> {
  return (await db.selectFrom('casino_sessions').select('currency').where('token', '=', token).executeTakeFirst())?.currency ?? null;
}

/** The session behind a game server token, or null when there is none (ended sessions are answered: the caller decides). */
export async function sessionByToken(db: Db, token: string): Promise<CasinoSession | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const row = await db
    .selectFrom('casino_sessions as s')
    .innerJoin('casino_games as g', 'g.id', 's.game_id')
    .select(['s.id', 's.token', 's.user_id', 's.game_id', 's.provider', 's.mode', 's.currency', 's.language', 's.expires_at', 's.ended_at', 'g.engine', 'g.variant', 'g.title'])
    .where('s.token', '=', token)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    token: row.token,
    userId: row.user_id,
    gameId: row.game_id,
    provider: row.provider,
    engine: row.engine,
    variant: row.variant,
    title: row.title,
    mode: row.mode,
    currency: row.currency,
    language: asLanguage(row.language),
    expiresAt: row.expires_at,
    endedAt: row.ended_at,
  };
}

export type GameRef = { id: number } | { provider: string; key: string; studio?: string | undefined };

export interface LaunchRequest {
  game: GameRef;
  mode: SessionMode;
  /** The signed-in player, or null (demo only). */
  player: Player | null;
  lang: SupportedLanguage;
  mobile?: boolean;
  /** A currency the caller asked for (an anonymous demo); a player plays in the account's. */
  currency?: string | undefined;
}

export interface Launch {
  session: CasinoSession;
  game: GameRow;
  /** The game server's page, a path of this site (the gateway passes /games/* through). */
  url: string;
  username: string | null;
}

export async function findGame(db: Db, ref: GameRef): Promise<IndexedGame | null> {
  const index = await catalogueIndex(db);
  if ('id' in ref) return index.byId.get(ref.id) ?? null;
  const game = index.byKey.get(`${ref.provider}:${ref.key}`);
  // SoftSwiss names the studio too: a game of another studio under that name is not this one.
  return game && (!ref.studio || game.row.studio === ref.studio) ? game : null;
}

async function refuse(db: Db, game: GameRow, request: LaunchRequest, code: CasinoErrorCode): Promise<never> {
  const error = casinoError(request.lang, code);
  await db.insertInto('casino_launch_failures').values({ game_id: game.id, user_id: request.player?.userId ?? null, code, message: error.message }).execute();
  throw error;
}

/** Opens a game session, or refuses with the launch error codes (stored per game, seed 002 §3). */
export async function launchGame(db: Db, request: LaunchRequest): Promise<Launch> {
  const found = await findGame(db, request.game);
  // A retired game is no longer in the catalogue; a not-working one, or one whose provider is off, is there but cannot open.
  if (!found || found.status === 'retired') throw casinoError(request.lang, 'GAME_NOT_FOUND');
  const game = found.row;
  if (found.status !== 'available') return refuse(db, game, request, 'GAME_UNAVAILABLE');
  if (request.mode === 'demo' && !game.has_demo) return refuse(db, game, request, 'DEMO_UNAVAILABLE');
  const user = request.player
    ? await db.selectFrom('users').select(['username', 'locked']).where('id', '=', request.player.userId).executeTakeFirst()
    : undefined;
  if (request.mode === 'real') {
    if (!request.player || !user) return refuse(db, game, request, 'SIGN_IN_REQUIRED');
    if (user.locked) return refuse(db, game, request, 'ACCOUNT_LOCKED');
  }
  const token = randomBytes(32).toString('hex');
  const currency = gameCurrency(game, request.player?.currency ?? request.currency);
  const row = await db
    .insertInto('casino_sessions')
    .values({
      token,
      user_id: request.player?.userId ?? null,
      game_id: game.id,
      provider: game.provider,
      mode: request.mode,
      currency,
      language: request.lang,
      mobile: request.mobile === true,
      expires_at: sql<Date>`now() + make_interval(mins => ${SESSION_MINUTES})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  // The game opened: an earlier failure no longer describes it.
  if (request.player) await db.deleteFrom('casino_launch_failures').where('user_id', '=', request.player.userId).where('game_id', '=', game.id).execute();
  return {
    session: {
      id: row.id,
      token,
      userId: request.player?.userId ?? null,
      gameId: game.id,
      provider: game.provider,
      engine: game.engine,
      variant: game.variant,
      title: game.title,
      mode: request.mode,
      currency,
      language: request.lang,
      expiresAt: row.expires_at,
      endedAt: null,
    },
    game,
    url: `/games/${game.engine}/${token}`,
    username: user?.username ?? null,
  };
}

/** Ends a session: its token then refuses bets (wins and rollbacks of rounds in flight still settle). */
export async function endSession(db: Db, token: string, lang: SupportedLanguage): Promise<CasinoSession> {
  const session = await sessionByToken(db, token);
  if (!session) throw casinoError(lang, 'SESSION_NOT_FOUND');
  if (session.endedAt) return session;
  const ended = await db
    .updateTable('casino_sessions')
    .set({ ended_at: sql<Date>`coalesce(ended_at, now())` })
    .where('id', '=', session.id)
    .returning('ended_at')
    .executeTakeFirstOrThrow();
  return { ...session, endedAt: ended.ended_at };
}
