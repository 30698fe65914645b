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
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => message.channel === channel && onNotify());
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end()));
      await db.destroy();
    },
  };
}
