import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Fixed-window counters in the database, so every platform process sees the
 * same count. hit() counts one attempt and says whether it is within the limit.
 * Rate limits only: sign-in lockouts, which must last their full length from the
 * failure that sets them, are in lockout.ts.
 */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const row = await sql<{ count: number; window_end: Date }>`
    insert into rate_limits (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count, window_start + ${`${windowSeconds} seconds`}::interval as window_end`.execute(db);
  const { count, window_end } = row.rows[0]!;
  return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((new Date(window_end).getTime() - Date.now()) / 1000)) };
}

/** Takes back one hit of the current window (an attempt counted up front that turned out not to count). */
export async function unhit(db: Db, key: string, windowSeconds: number): Promise<void> {
  await sql`
    update rate_limits set count = count - 1
    where key = ${key} and count > 0 and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`.execute(db);
}
