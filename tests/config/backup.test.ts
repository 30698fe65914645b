/**
 * Issue 16 §7: a backup is only as good as its restore. For the embedded PGlite (always) and for a
 * PostgreSQL server (CI's second pass), a platform's database with the demo money in it is backed up with
 * `npm run db -- backup`, restored into a fresh database or folder with `restore`, and the copy audits
 * clean (`audit`) with every balance as it was.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootPlatform } from '../../platform/boot';
import { openDatabase } from '../../platform/db/connection';
import { createTestDatabase } from '../helpers/database';

const scratch = mkdtempSync(join(tmpdir(), 'oddsgate-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const db = (args: string[], target: { DATABASE_URL?: string; DATA_DIR?: string }) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', ...args], { env: { ...process.env, DATABASE_URL: '', ...target }, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
};

/** Every account's balance, by owner and code: what a restore must give back to the cent. */
async function balances(target: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir });
  try {
    const rows = await database.db.selectFrom('ledger_accounts').select(['user_id', 'code', 'currency', 'balance']).orderBy('id').execute();
    return rows.map((row) => `${row.user_id ?? 'house'}/${row.code}/${row.currency}=${row.balance}`);
  } finally {
    await database.close();
  }
}

/** A platform's database with the demo players' money (and the casino's jackpot seeds) in it. */
async function filled(target: { databaseUrl?: string; dataDir: string }) {
  const platform = await bootPlatform({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, feed: 'off', seedDemoData: true, jackpotIntervalMs: 0, roundSweepIntervalMs: 0 });
  await platform.close();
  const before = await balances(target);
  expect(before.length).toBeGreaterThan(3);
  return before;
}

describe('backup and restore', () => {
  it('PGlite: the data folder copied into an empty one audits clean with every balance', async () => {
    const source = join(scratch, 'source');
    const before = await filled({ dataDir: source });
    const file = join(scratch, 'pglite.tar.gz');
    expect(db(['backup', file], { DATA_DIR: source })).toMatchObject({ status: 0, out: `backed up to ${file}` });
    const copy = join(scratch, 'copy');
    expect(db(['restore', file], { DATA_DIR: copy })).toMatchObject({ status: 0 });
    // Not over a database that has data: a restore is into an empty place.
    expect(db(['restore', file], { DATA_DIR: copy })).toMatchObject({ status: 1, err: expect.stringMatching(/is not empty/) });
    const audit = db(['audit'], { DATA_DIR: copy });
    expect(audit).toMatchObject({ status: 0, out: expect.stringMatching(/^accounts whose balance is not their lines' sum: 0; unbalanced movements: 0; balances per currency: .*EUR 0/) });
    expect(await balances({ dataDir: copy })).toEqual(before);
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: pg_dump restored with pg_restore into a fresh database audits clean with every balance', async () => {
    const source = await createTestDatabase();
    // A restore goes into an empty database, not one started from the tests' migrated template.
    const fresh = await createTestDatabase({ empty: true });
    try {
      const before = await filled({ databaseUrl: source.databaseUrl, dataDir: 'memory://' });
      const file = join(scratch, 'postgres.dump');
      expect(db(['backup', file], { DATABASE_URL: source.databaseUrl! })).toMatchObject({ status: 0 });
      expect(db(['restore', file], { DATABASE_URL: fresh.databaseUrl! })).toMatchObject({ status: 0 });
      expect(db(['audit'], { DATABASE_URL: fresh.databaseUrl! })).toMatchObject({ status: 0, out: expect.stringMatching(/: 0; unbalanced movements: 0;/) });
      expect(await balances({ databaseUrl: fresh.databaseUrl, dataDir: 'memory://' })).toEqual(before);
    } finally {
      await source.release();
      await fresh.release();
    }
  }, 120_000);
});
