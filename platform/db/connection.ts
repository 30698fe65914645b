import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Dialect, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { tracedDialect } from './traced-dialect';
import type { DB } from './schema';
import { log } from '../log';
import { tracing } from '../tracing';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The server pool's connections right now (PostgreSQL only: PGlite has one, in process). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data folder as a tar, which dataTemplate starts a database from. */
  dumpDataDir?(): Promise<Blob>;
}

const INT8 = 20;

/** Statements get spans only when tracing is on at open (bootPlatform starts it first); off, the dialect is Kysely's own. */
const withTracing = (dialect: Dialect): Dialect => (tracing.tracer ? tracedDialect(dialect) : dialect);

/** One round trip to the database; throws what the driver throws when it is unreachable (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Money and ids are int8: both drivers must hand them back as bigint, never as a
 * float (precision) or a string (arithmetic by accident).
 */
export async function openDatabase(options: { url?: string | undefined; dataDir: string; dataTemplate?: string | undefined; poolSize?: number; connectTimeoutMs?: number }): Promise<Database> {
  if (!options.url) return openPGlite(options.dataDir, options.dataTemplate);
  const database = await openPostgres(options.url, options.poolSize ?? 10);
  try {
    await reachable(database.db, options.connectTimeoutMs ?? 60_000);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the server at start: a database that starts after the platform (a compose file, a failover
 * in progress) is tried again with backoff, 0.25 s doubling to 5 s, for up to `timeoutMs`, one log line
 * per try. Any other failure (a wrong password, a database that does not exist) is thrown at once: no
 * wait makes it right.
 */
async function reachable(db: Db, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    try {
      await pingDatabase(db);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw new Error(`platform: the database cannot be reached: ${(error as Error).message}`, { cause: error });
      log.warn({ err: (error as Error).message, retryInMs: delay }, 'the database cannot be reached yet');
      await sleep(delay);
    }
  }
}

async function openPGlite(dataDir: string, template: string | undefined): Promise<Database> {
  // A first start (or a first `npm run db`) makes the folder: every opener of PGlite gets it here.
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  // Only an in-memory database starts from a template: a folder on disk keeps what it has.
  const loadDataDir = template && dataDir === 'memory://' ? new Blob([readFileSync(template)]) : undefined;
  const pglite = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    parsers: { [INT8]: (value: string) => BigInt(value) },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = new Kysely<DB>({ dialect: withTracing(new PGliteDialect(pglite)) });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dumpDataDir: async () => await pglite.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8 ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // A connection the server drops (restart, failover, pg_terminate_backend) must not take the process
  // down. The pool listens on idle clients only; a checked-out client between two statements (a
  // transaction, a request under load) emits 'error' with no listener, which throws (issue 14 §4). So
  // every client gets its own listener when it connects: its pending or next query fails (answered 503
  // by app.onError), and the pool drops it on release instead of handing it out again.
  pool.on('error', (error) => log.warn({ err: error.message }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error.message }, 'database connection lost'));
  });
  const db = new Kysely<DB>({ dialect: withTracing(new PostgresDialect({ pool })) });
  return { db, kind: 'postgres', close: () => db.destroy(), poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
}

/** SQLSTATEs of a server that is gone or refusing: class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting), 53300 (too many connections). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own words for a lost or unobtainable connection (it sets no code on these). */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)|is not currently accepting connections/;

/**
 * Whether an error says the database cannot be reached right now (restart, failover, network), as
 * opposed to a fault in the request or the code: app.onError answers these 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(cause.message)) return true;
  }
  return false;
}

/**
 * Runs `work` while no other process of this database runs its own: platforms started together (compose,
 * the cluster test) would otherwise seed the demo data at once and one would die on a duplicate. A
 * PostgreSQL session lock on one reserved connection; the work itself uses the pool. PGlite lives in one
 * process (and has one connection, which the work needs): nothing to exclude.
 */
export async function exclusively<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('oddsgate:start-up'))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('oddsgate:start-up'))`.execute(connection);
    }
  });
}
