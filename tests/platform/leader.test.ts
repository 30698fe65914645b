/**
 * Issue 16 §5: every platform process started the feed simulator, sent every mail, announced every
 * jackpot and swept every round: N processes did it N times. Background jobs now run under a lease that
 * one process holds at a time (platform/leader.ts); these tests run two holders against one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/connection';
import { openDatabase } from '../../platform/db/connection';
import { migrateToLatest } from '../../platform/db/migrate';
import { holdLifeline, takeLease, whileLeader } from '../../platform/leader';
import { createTestDatabase } from '../helpers/database';

let database: Database;
let release: () => Promise<void>;
let databaseUrl: string | undefined;
beforeAll(async () => {
  const test = await createTestDatabase();
  release = test.release;
  databaseUrl = test.databaseUrl;
  database = await openDatabase({ url: test.databaseUrl, dataDir: test.dataDir });
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
  await release();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a lease', () => {
  // Terms are long against the sleeps: a loaded machine may stall a timer by some hundreds of milliseconds.
  it('is held by one holder until it lapses or is renewed', async () => {
    const db = database.db;
    expect(await takeLease(db, 'job-a', 'A', 1500)).toBe(true);
    expect(await takeLease(db, 'job-a', 'B', 1500)).toBe(false);
    // Renewed by its holder: still A's past the first term.
    await sleep(800);
    expect(await takeLease(db, 'job-a', 'A', 1500)).toBe(true);
    await sleep(800);
    expect(await takeLease(db, 'job-a', 'B', 1500)).toBe(false);
    // A stops renewing (it died): B takes it once it lapses, and A cannot take it back.
    await sleep(1600);
    expect(await takeLease(db, 'job-a', 'B', 1500)).toBe(true);
    expect(await takeLease(db, 'job-a', 'A', 1500)).toBe(false);
    // Another job's lease is another matter.
    expect(await takeLease(db, 'job-b', 'A', 1500)).toBe(true);
  });
});

describe('a job under a lease', () => {
  it('runs in one of two processes at a time, and moves to the other when its leader stops', async () => {
    const running = new Set<string>();
    const overlaps: string[] = [];
    const job = (holder: string) => () => {
      if (running.size > 0) overlaps.push(`${holder} started while ${[...running].join()} ran`);
      running.add(holder);
      return { stop: async () => void running.delete(holder) };
    };
    const first = whileLeader(database.db, 'announcer', job('A'), { holder: 'A', termMs: 3000 });
    await first.settled;
    const second = whileLeader(database.db, 'announcer', job('B'), { holder: 'B', termMs: 3000 });
    await second.settled;
    expect([first.current() !== null, second.current() !== null]).toEqual([true, false]);
    // Renewals later A still leads, and B never started.
    await sleep(2500);
    expect([...running]).toEqual(['A']);

    // A stops and gives the lease back: B takes over at its next try (a third of the term), not after a lapse.
    const stopped = Date.now();
    await first.stop();
    while (second.current() === null) {
      expect(Date.now() - stopped).toBeLessThan(2900);
      await sleep(25);
    }
    expect([...running]).toEqual(['B']);
    await second.stop();
    expect(running.size).toBe(0);
    expect(overlaps).toEqual([]);
  });

  it('takes over from a holder that died without giving the lease back, once the lease lapses', async () => {
    // The dead holder: took the lease and never renewed it.
    expect(await takeLease(database.db, 'sweeper', 'dead', 1000)).toBe(true);
    const started: number[] = [];
    const at = Date.now();
    const successor = whileLeader(database.db, 'sweeper', () => (started.push(Date.now() - at), { stop: async () => {} }), { holder: 'B', termMs: 1000 });
    await successor.settled;
    expect(successor.current()).toBeNull();
    while (successor.current() === null) await sleep(25);
    // Not before the lease lapsed (1 s), and at a try soon after it (every third of a second).
    expect(started[0]).toBeGreaterThanOrEqual(950);
    expect(started[0]).toBeLessThan(3000);
    await successor.stop();
  });

  // A lifeline is a PostgreSQL session: the embedded PGlite has one process and needs none.
  it.runIf(process.env.TEST_DATABASE_URL)('takes over at once from a holder whose process is gone (its lifeline session ended), not after the lease lapses', async () => {
    const url = databaseUrl!;
    const dying = await holdLifeline(url, database.db, 'X');
    const mine = await holdLifeline(url, database.db, 'B');
    expect(await takeLease(database.db, 'jackpots-x', 'X', 60_000)).toBe(true);
    const successor = whileLeader(database.db, 'jackpots-x', () => ({ stop: async () => {} }), { holder: 'B', termMs: 60_000, lifeline: mine });
    await successor.settled;
    // X lives: B waits (its lease has a minute to run).
    await sleep(1500);
    expect(successor.current()).toBeNull();
    expect(await mine.isDead('X')).toBe(false);

    const died = Date.now();
    await dying.close(); // the session ends, as it does when the process is killed
    while (successor.current() === null) {
      expect(Date.now() - died).toBeLessThan(5000);
      await sleep(25);
    }
    await successor.stop();
    await mine.close();
  });
});
