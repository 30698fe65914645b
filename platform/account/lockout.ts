import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';

/**
 * Sign-in lockouts with exponential back-off (issue 14 §8), counted in table sign_in_failures.
 *
 * A password check is *reserved* before it is made, by one INSERT … ON CONFLICT … RETURNING that reads
 * the count, adds one and sets the lock in the same statement: concurrent attempts never see the same
 * count, so no more than `limit` checks happen per round whatever the concurrency. A right password hands
 * its reservation back (release). The `limit`-th reservation locks the key for
 * min(baseLockSeconds × 2^(locks in the last day), maxLockSeconds), from that moment (not a clock-aligned
 * window). When the lock ends, a new round starts with the back-off remembered for a day.
 */
export interface LockoutRule {
  /** Password checks per round; the last one of them locks. */
  limit: number;
  /** A round is forgotten after this long without a failure. */
  windowSeconds: number;
  /** The first lock; each further lock within a day doubles it... */
  baseLockSeconds: number;
  /** ...up to this, so nobody can lock anyone out for longer. */
  maxLockSeconds: number;
}

export type Reservation = { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number };

export async function reserve(db: Db, key: string, username: string, rule: LockoutRule): Promise<Reservation> {
  // Inside ON CONFLICT DO UPDATE every "f." is the row as it was: these read the old values.
  const fresh = sql`(f.locked_until is not null or f.updated_at <= now() - make_interval(secs => ${rule.windowSeconds}))`;
  const failures = sql`(case when ${fresh} then 1 else f.failures + 1 end)`;
  const locks = sql`(case when f.updated_at <= now() - interval '1 day' then 0 else f.locks end)`;
  const result = await sql<{ failures: number }>`
    insert into sign_in_failures as f (key, username, failures, updated_at) values (${key}, ${username}, 1, now())
    on conflict (key) do update set
      failures = ${failures},
      locked_until = case when ${failures} >= ${rule.limit}
        then now() + make_interval(secs => least(${rule.baseLockSeconds} * power(2, ${locks}), ${rule.maxLockSeconds}))
        else null end,
      locks = ${locks} + case when ${failures} >= ${rule.limit} then 1 else 0 end,
      updated_at = now()
    where f.locked_until is null or f.locked_until <= now()
    returning failures`.execute(db);
  const row = result.rows[0];
  if (row) return { allowed: true, failures: row.failures };
  const lock = await sql<{ seconds: number }>`
    select extract(epoch from locked_until - now())::float8 as seconds from sign_in_failures where key = ${key}`.execute(db);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(lock.rows[0]?.seconds ?? 1))) };
}

/** Hands back a reservation that was not a failure; a lock it set ends with it. */
export async function release(db: Db, key: string, rule: LockoutRule): Promise<void> {
  await sql`
    update sign_in_failures set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures <= ${rule.limit} then null else locked_until end,
      locks = case when locked_until is not null and failures <= ${rule.limit} then greatest(locks - 1, 0) else locks end
    where key = ${key}`.execute(db);
}

/** Forgets one key (a right password from an address clears that address's failures). */
export async function forget(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}

/** Forgets every failure and lock of a username: a completed password reset proves the owner. */
export async function forgetAccount(db: Db | Tx['trx'], username: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('username', '=', username.trim().toLowerCase()).execute();
}
