import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls onNotify for every NOTIFY on channel; returns the unsubscribe. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const INT8 = 20;

/**
 * Money and ids are int8: both drivers must hand them back as bigint, never as a
 * float (precision) or a string (arithmetic by accident).
 */
export async function openDatabase(options: { url?: string | undefined; dataDir: string }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPGlite(options.dataDir);
}

async function openPGlite(dataDir: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    parsers: { [INT8]: (value: string) => BigInt(value) },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, () => onNotify());
      return unlisten;
    },
    close: () => db.destroy(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8 ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), types });
  // An idle connection the server drops (restart, failover) must not take the
  // process down: the pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`platform: idle database connection lost (${error.message})`));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, onNotify) {
      const stop = await listenWithReconnect(url, channel, onNotify);
      stops.add(stop);
      return async () => {
        stops.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
      await db.destroy();
    },
  };
}

/**
 * A LISTEN connection that comes back after the server drops it. Notifications
 * sent while it was away are not replayed; the outbox readers' safety poll covers
 * that gap, and onNotify fires on reconnect so they look at once.
 */
async function listenWithReconnect(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const schedule = (delay: number) => {
    if (!stopped) retry = setTimeout(() => void connect(Math.min(delay * 2, 5000)).catch(() => schedule(Math.min(delay * 2, 5000))), delay);
  };
  const connect = async (delay: number): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => message.channel === channel && onNotify());
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = null;
      schedule(delay);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    onNotify();
  };
  // The first connection must succeed: a wrong DATABASE_URL fails the start loudly.
  await connect(250);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
