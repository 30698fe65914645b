/**
 * Background work that one process at a time must do, whatever the number of platform processes (issue 16
 * §5): the feed, settlement, mail, jackpot announcements, round sweeps. Each job has a lease (table
 * `leases`, taken and renewed in one statement on the database's clock); the process holding it runs the
 * job, renews the lease every third of its term, and stops the job the moment a renewal fails or finds
 * the lease taken. A holder that dies stops renewing: another process takes the job over once the lease
 * lapses. (An event loop stalled for longer than the term could overlap with its successor for the stall:
 * the term is far longer than any pause the processes make.)
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './db/connection';
import { log } from './log';
import { metrics } from './metrics';

/** This process, as lease holders are named. */
export const PROCESS_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** Takes lease `name` (free, lapsed, or already ours) for `termMs`: whether `holder` holds it now. */
export async function takeLease(db: Db, name: string, holder: string, termMs: number): Promise<boolean> {
  const { rows } = await sql<{ holder: string }>`
    insert into leases (name, holder, expires_at) values (${name}, ${holder}, now() + make_interval(secs => ${termMs / 1000}))
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where leases.holder = excluded.holder or leases.expires_at < now()
    returning holder`.execute(db);
  return rows.length > 0;
}

/**
 * A process's lifeline on a PostgreSQL server: a session lock named by the process, held on a connection
 * of its own for as long as the process lives. PostgreSQL ends the session when the process dies (a
 * kill -9 closes its socket), and with it the lock, so another process can tell a lease's holder is dead
 * at once instead of waiting for the lease to lapse. The lock is only looked at (taken and given back at
 * once); a holder whose lock cannot be taken is alive, so a hash collision errs towards waiting.
 */
export interface Lifeline {
  /** Whether the process named `holder` is gone (no session holds its lock). */
  isDead(holder: string): Promise<boolean>;
  close(): Promise<void>;
}

const LIFE_LOCK_CLASS = 0x0dd5;

/** One lifeline per process and server, shared by every platform this process boots on it (tests boot several). */
const lifelines = new Map<string, { lifeline: Promise<Lifeline>; users: number }>();

export async function holdLifeline(url: string, db: Db, holder = PROCESS_ID): Promise<Lifeline> {
  const key = `${holder} ${url}`;
  let shared = lifelines.get(key);
  if (!shared) lifelines.set(key, (shared = { lifeline: openLifeline(url, db, holder), users: 0 }));
  shared.users++;
  const lifeline = await shared.lifeline;
  const entry = shared;
  return {
    isDead: (other) => lifeline.isDead(other),
    async close() {
      if (--entry.users > 0) return;
      lifelines.delete(key);
      await lifeline.close();
    },
  };
}

async function openLifeline(url: string, db: Db, holder: string): Promise<Lifeline> {
  const own = new pg.Client({ connectionString: url });
  own.on('error', (error) => log.warn({ err: error.message }, "lifeline connection lost: other processes wait for this one's leases to lapse"));
  await own.connect();
  await own.query('select pg_advisory_lock($1::int, hashtext($2))', [LIFE_LOCK_CLASS, holder]);
  return {
    isDead: (other) =>
      db.connection().execute(async (connection) => {
        const { rows } = await sql<{ free: boolean }>`select pg_try_advisory_lock(${LIFE_LOCK_CLASS}::int, hashtext(${other})) as free`.execute(connection);
        if (rows[0]?.free) await sql`select pg_advisory_unlock(${LIFE_LOCK_CLASS}::int, hashtext(${other}))`.execute(connection);
        return rows[0]?.free === true;
      }),
    close: () => own.end().catch(() => {}),
  };
}

/** Takes lease `name` from `dead` (its process is gone) whatever its expiry: whether `holder` has it now. */
async function takeFromDead(db: Db, name: string, dead: string, holder: string, termMs: number): Promise<boolean> {
  const { rows } = await sql<{ holder: string }>`
    update leases set holder = ${holder}, expires_at = now() + make_interval(secs => ${termMs / 1000})
    where name = ${name} and holder = ${dead}
    returning holder`.execute(db);
  return rows.length > 0;
}

/** Gives lease `name` up if `holder` has it, so a successor need not wait for it to lapse. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}

/** How often a process without the lease looks whether it lapsed. */
const WAITING_POLL_MS = 1000;

export interface Job {
  stop(): Promise<void>;
}

export interface Leadership<J extends Job> {
  /** The job while this process leads it, else null. */
  current(): J | null;
  /** Resolves once the first attempt to take the lease is over (tests, start-up order). */
  settled: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `start()`'s job while this process holds lease `name`: renews it every third of `termMs`, and while
 * another holds it looks every second (a lapsed lease is taken up within a second of lapsing).
 */
export function whileLeader<J extends Job>(db: Db, name: string, start: () => J | Promise<J>, options: { termMs?: number; holder?: string; lifeline?: Lifeline } = {}): Leadership<J> {
  // Short enough that a holder that stopped renewing (stalled, or dead without a lifeline) loses its work within 7 s.
  const termMs = options.termMs ?? 6000;
  const holder = options.holder ?? PROCESS_ID;
  let job: J | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const lose = async () => {
    const running = job;
    job = null;
    metrics.leading.set({ job: name }, 0);
    await running?.stop();
  };
  /** The lease's holder when it is not this process and its process is gone (only with a lifeline). */
  const deadHolder = async (): Promise<string | null> => {
    if (!options.lifeline) return null;
    const row = await db.selectFrom('leases').select('holder').where('name', '=', name).executeTakeFirst();
    return row && row.holder !== holder && (await options.lifeline.isDead(row.holder)) ? row.holder : null;
  };
  const attempt = async () => {
    const held = await takeLease(db, name, holder, termMs)
      .then(async (taken) => {
        if (taken || job) return taken;
        const dead = await deadHolder();
        if (dead) log.info({ job: name, dead }, 'the lease holder\'s process is gone: taking the job over now');
        return dead ? takeFromDead(db, name, dead, holder, termMs) : false;
      })
      .catch((error: Error) => {
        if (job) log.warn({ job: name, err: error.message }, 'lease renewal failed; stopping until it is taken again');
        return false;
      });
    if (stopped) return;
    if (held && !job) {
      try {
        job = await start();
        metrics.leading.set({ job: name }, 1);
        log.info({ job: name, holder }, 'this process leads the job');
      } catch (error) {
        // Another process may do better (or this one, next time): the lease is given back.
        log.error({ job: name, err: error }, 'the job could not start');
        await releaseLease(db, name, holder).catch(() => {});
      }
    } else if (!held && job) {
      await lose();
    }
  };
  let running: Promise<void> = attempt();
  const settled = running;
  const schedule = () => {
    timer = setTimeout(() => {
      running = attempt().finally(() => !stopped && schedule());
    }, job ? termMs / 3 : Math.min(WAITING_POLL_MS, termMs / 3));
    timer.unref();
  };
  void running.finally(() => !stopped && schedule());
  return {
    current: () => job,
    settled,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => {});
      const led = job !== null;
      await lose();
      if (led) await releaseLease(db, name, holder).catch(() => {});
    },
  };
}
