/**
 * The session time limit ends a session at the limit (issue 17), not at the player's next request: a
 * player idle on a page, or playing in a game frame that never calls the platform with the session,
 * would otherwise play on past it. Every pass ends the live sessions that reached their player's
 * limit; endSessionAtLimit revokes each, pauses sign-in and tells every open tab (responsible.changed),
 * which signs out with its message.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { repeatEvery } from '../repeat';
import { endSessionAtLimit } from './guards';

/** Sessions ended per pass at most: a backlog is worked through over the next passes. */
const PASS = 500;

/** Ends the live sessions past their player's session limit; answers how many it ended. */
export async function endSessionsAtLimit(db: Db): Promise<number> {
  const due = await sql<{ id: bigint; user_id: bigint; created_at: Date }>`
    select s.id, s.user_id, s.created_at from sessions s
    join rg_settings r on r.user_id = s.user_id
    where r.session_limit_minutes is not null and s.revoked_at is null and s.expires_at > now()
      and s.created_at <= now() - make_interval(mins => r.session_limit_minutes)
    order by s.id
    limit ${PASS}`.execute(db);
  let ended = 0;
  for (const session of due.rows) if (await endSessionAtLimit(db, session)) ended++;
  return ended;
}

export function startSessionLimitSweeper(db: Db, intervalMs: number): { stop(): Promise<void> } {
  return repeatEvery('responsible: session limits', intervalMs, () => endSessionsAtLimit(db));
}
