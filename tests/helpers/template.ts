/**
 * Vitest's global setup: the database every test platform starts from, migrated and with the casino
 * catalogue, made once per run instead of once per platform. A test platform on PGlite spends most of
 * its start in initdb and the migrations (about 1 s of 1.3 s); loading a dump of a ready one takes a
 * quarter of that. On PostgreSQL (.ci/run's second pass) each test database is a copy of a template
 * database (CREATE DATABASE … TEMPLATE), which skips the migrations the same way.
 *
 * Made fresh each run, never cached across runs: a stale template would test yesterday's schema, and
 * the rows the seed stamps with the time it ran would be old.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureCasinoData } from '../../platform/casino/seed';
import { openDatabase, type Database } from '../../platform/db/connection';
import { migrateToLatest } from '../../platform/db/migrate';

/** Where createTestDatabase (database.ts) finds the templates: set here, inherited by the test workers. */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE';

async function prepare(database: Database) {
  await migrateToLatest(database.db);
  await ensureCasinoData(database.db);
}

async function serverQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `oddsgate_template_${randomBytes(6).toString('hex')}`;
    await serverQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 1 });
    try {
      await prepare(database);
    } finally {
      // A template database may have no session open while it is copied.
      await database.close();
    }
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return () => serverQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'oddsgate-template-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await (async () => {
    try {
      await prepare(database);
      return await database.dumpDataDir!();
    } finally {
      await database.close();
    }
  })();
  const file = join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => rmSync(folder, { recursive: true, force: true });
}
