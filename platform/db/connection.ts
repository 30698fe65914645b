import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
  return { db, kind: 'postgres', close: () => db.destroy() };
}
