/**
 * Rounds left with wallet calls pending (the wallet was down when they were played) are normally
 * finished by their session's next play or by the page opening again. A player who never comes back
 * would wait for their win, or for the stake a refused win gives back, for ever: this pass makes those
 * calls again. The wallet is idempotent on the calls' transaction ids, so a pass that meets a round
 * being finished by its session at the same moment pays nothing twice.
 */
import { sql } from 'kysely';
import { gameRandom } from './random';
import { oneAtATime, sessionPlay, type GameServerDeps } from './play';
import { seamlessWallet } from './wallets';
import { sessionByToken } from '../sessions';
import type { Db } from '../../db/connection';
import { repeatEvery } from '../../repeat';
import { log } from '../../log';

/** A round younger than this is probably still being played or retried by its page. */
export const SWEEP_AFTER_SECONDS = 60;

/** Finishes the pending rounds untouched for `olderThanSeconds`, one session at a time; answers the sessions swept. */
export async function sweepPendingRounds(deps: GameServerDeps, olderThanSeconds = SWEEP_AFTER_SECONDS): Promise<number> {
  const stale = await deps.db
    .selectFrom('game_rounds as r')
    .innerJoin('casino_sessions as s', 's.id', 'r.session_id')
    .select('s.token')
    .distinct()
    .where('r.status', '=', 'open')
    .where('r.pending', 'is not', null)
    .where('r.updated_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute();
  let swept = 0;
  for (const { token } of stale) {
    const session = await sessionByToken(deps.db, token);
    if (!session) continue;
    try {
      await oneAtATime(session.id, () => sessionPlay(deps, session).resume());
      swept += 1;
    } catch (error) {
      // The wallet still down, or a win it refuses (its stakes were given back): the next pass or play sees it.
      log.warn({ err: error, session: String(session.id) }, "game server: a session's pending rounds are not finished yet");
    }
  }
  return swept;
}

/** Runs the sweep every `intervalMs` until stopped (boot.ts; 0 turns it off there). */
export function startRoundSweeper(db: Db, intervalMs: number): { stop(): Promise<void> } {
  const deps: GameServerDeps = { db, random: gameRandom, wallet: seamlessWallet };
  return repeatEvery('game server: round sweep', intervalMs, () => sweepPendingRounds(deps));
}
