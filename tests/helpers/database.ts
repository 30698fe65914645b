import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../platform/db/connection';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './template';

/**
 * Where a test's platform keeps its data. By default an in-memory PGlite; with
 * TEST_DATABASE_URL (set by .ci/run's second pass) a fresh database on that
 * PostgreSQL server, dropped again by release(). Either starts from the run's
 * migrated template (template.ts), unless `empty` asks for a database with
 * nothing in it (a restore's target).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<{ databaseUrl: string | undefined; dataDir: string; dataTemplate: string | undefined; release(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Vitest's global setup made a migrated template (template.ts); a script run outside Vitest starts empty.
  if (!serverUrl) return { databaseUrl: undefined, dataDir: 'memory://', dataTemplate: options.empty ? undefined : process.env[PGLITE_TEMPLATE_ENV], release: async () => {} };
  const name = `oddsgate_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? undefined : process.env[POSTGRES_TEMPLATE_ENV];
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    dataTemplate: undefined,
    async release() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Holds app_release locked for `ms`, so a request that reads it stays under way (PGlite runs one
 * transaction at a time anyway). Resolves once the lock is taken, with the transaction's end as `held`.
 */
export async function holdReleaseLock(db: Db, ms: number): Promise<{ held: Promise<void> }> {
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const held = db.transaction().execute(async (trx) => {
    await sql`lock table app_release in access exclusive mode`.execute(trx);
    locked();
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await lockTaken;
  return { held };
}
