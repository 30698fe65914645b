/**
 * The platform for the bet-placement bench, in a process of its own: PostgreSQL at DATABASE_URL (the
 * bench starts the server), feed off, no live delay, an HTTP listener on loopback. Driven over IPC:
 * seed pre-match soccer matches and funded players with sessions, run the ledger baseline in-process,
 * and report the books (house balance, tickets, stakes, the ledger audit) and what the routes answered.
 * BENCH_SETTLEMENT_WORKER=off boots it without the background betting worker (bench:settlement settles its
 * match itself, timed, and nothing may settle it behind the bench's back); then it also seeds a match with
 * open tickets and settles it on command (bench/servers/settlement.ts).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { bootPlatform } from '../../platform/boot';
import { hashPassword } from '../../platform/account/passwords';
import { startSession } from '../../platform/account/sessions';
import { auditLedger, balanceSums, houseBalance, postMovement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { settleMatch, type SettlementReport } from '../../platform/betting/settle';
import { closeServedPlatform, monotonicMs, processStats, serveParent } from './child';
import { seedOpenTickets, settlementBooks, type SettlementSeedArgs } from './settlement';
import { benchFixture, benchKey, notStarted, previewBook, soccerBook } from './feed';

export interface SeedArgs {
  players: number;
  matches: number;
  /** Minor units each player is credited. */
  funds: bigint;
  book: 'full' | 'preview';
}
export interface BenchPlayer {
  userId: bigint;
  token: string;
}
export interface BenchSelection {
  oddId: number;
  /** The price as the slip shows it, "1.85". */
  odds: string;
}
export interface Seeded {
  players: BenchPlayer[];
  /** Per match, its 1X2 selections. */
  selections: BenchSelection[][];
}
export interface Books {
  /** house:sportsbook balance, minor units. */
  house: bigint;
  tickets: bigint;
  stakes: bigint;
  audit: { total: bigint; mismatchedAccounts: number; unbalancedTransactions: number };
  /** Every account's balance summed per currency (players and house): zero when nothing leaked. */
  sums: Record<string, bigint>;
  negativePlayerAccounts: number;
  statuses: Record<string, number>;
}
export interface BaselineResult {
  movements: number;
  seconds: number;
  p50: number;
  p99: number;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench/servers/betting.ts runs against PostgreSQL: set DATABASE_URL');
const settlementWorker = process.env.BENCH_SETTLEMENT_WORKER === 'off' ? { workerIntervalMs: 0 } : {};
const platform = await bootPlatform({ databaseUrl, dataDir: 'memory://', seedDemoData: false, feed: 'off', releaseHash: '' }, { liveDelayMs: 0, ...settlementWorker });
const db = platform.database.db;
const stats = processStats();

// What the routes answered, by status and error code: non-2xx answers of the bench are explained by these.
const statuses: Record<string, number> = {};
// Requests still being answered: the books are read only once none is (autocannon stops the clock with
// requests in flight, and those still place bets).
let inflight = 0;
let waiting: (() => void)[] = [];
const server = serve({
  fetch: async (request, env) => {
    inflight++;
    try {
      const response = await platform.app.fetch(request, env);
      let label = String(response.status);
      if (response.status >= 400) label += ` ${((await response.clone().json().catch(() => ({}))) as { ErrorCode?: string }).ErrorCode ?? ''}`;
      statuses[label] = (statuses[label] ?? 0) + 1;
      return response;
    } finally {
      if (--inflight === 0) {
        for (const resolve of waiting) resolve();
        waiting = [];
      }
    }
  },
  hostname: '127.0.0.1',
  port: 0,
});
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Pre-match kick-offs spread over the next three days, a quarter of an hour apart. */
const startsAt = (i: number) => new Date(Date.now() + 3_600_000 + (i % 288) * 900_000);

async function seed({ players, matches, funds, book }: SeedArgs): Promise<Seeded> {
  const ingest = createFeedIngest(db);
  await ingest.fixtures(Array.from({ length: matches }, (_, i) => benchFixture(i, startsAt(i))));
  for (let i = 0; i < matches; i += 20) {
    await ingest.updates(
      Array.from({ length: Math.min(20, matches - i) }, (_, j) => {
        const full = soccerBook(i + j, false);
        return { key: benchKey(i + j), state: notStarted, markets: book === 'full' ? full : previewBook(full) };
      }),
    );
  }
  const rows = await db.selectFrom('matches').select(['feed_key', 'book']).where('feed_key', 'like', 'bench-%').execute();
  const byKey = new Map(rows.map((row) => [row.feed_key, row.book as { Key: string; Odds: { ID: number; Price: number | null }[] }[]]));
  const selections = Array.from({ length: matches }, (_, i) =>
    byKey
      .get(benchKey(i))!
      .find((market) => market.Key === 'match/1x2')!
      .Odds.map((odd) => ({ oddId: odd.ID, odds: (Math.round(odd.Price! * 100) / 100).toFixed(2) })),
  );

  const passwordHash = await hashPassword('BenchSecret123');
  const made: BenchPlayer[] = [];
  for (let i = 0; i < players; i += 100) {
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(100, players - i) }, (_, j) => ({
          username: `bench_${process.pid}_${i + j}`,
          email: `bench_${process.pid}_${i + j}@bench.test`,
          password_hash: passwordHash,
          account_type: 0,
          currency: 'EUR',
          country_code: 'SE',
          parent_id: null,
          email_verified: true,
        })),
      )
      .returning('id')
      .execute();
    for (const user of users) {
      const session = await inTransaction(db, async (tx) => {
        await postMovement(tx, {
          idempotencyKey: `bench-credit:${user.id}`,
          kind: 'bench.credit',
          postings: [
            { account: { userId: user.id, code: 'cash', currency: 'EUR' }, amount: funds },
            { account: { house: 'cashier', currency: 'EUR' }, amount: -funds },
          ],
        });
        return startSession(tx, platform.config, user.id, true, { ip: '127.0.0.1', userAgent: 'bench' });
      });
      made.push({ userId: user.id, token: session.token });
    }
  }
  return { players: made, selections };
}

/**
 * The floor under a placement: one balanced ledger movement per transaction, the same pool, `concurrency`
 * loops at once, no HTTP, no session, no ticket. One cent each: `house` moves it from the player's cash to
 * a house account as a stake does (the casino's, so the sportsbook's books stay the placement's alone;
 * a house account caches no balance, so this updates one row, the player's); otherwise from the player's
 * cash to the same player's bonus account (two rows updated, neither shared with another movement).
 */
async function ledgerBaseline({ seconds, concurrency, userIds, house }: { seconds: number; concurrency: number; userIds: bigint[]; house: boolean }): Promise<BaselineResult> {
  const latencies: number[] = [];
  const start = monotonicMs();
  const until = start + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let k = 0; monotonicMs() < until; k++) {
        const userId = userIds[(worker + k * concurrency) % userIds.length]!;
        const t0 = monotonicMs();
        await inTransaction(db, (tx) =>
          postMovement(tx, {
            idempotencyKey: `bench-baseline:${process.pid}:${house}:${worker}:${k}`,
            kind: 'bench.baseline',
            postings: [
              { account: { userId, code: 'cash', currency: 'EUR' }, amount: -1n },
              house ? { account: { house: 'casino', currency: 'EUR' }, amount: 1n } : { account: { userId, code: 'bonus', currency: 'EUR' }, amount: 1n },
            ],
          }),
        );
        latencies.push(monotonicMs() - t0);
        n++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { movements: n, seconds: (monotonicMs() - start) / 1000, p50: at(0.5), p99: at(0.99) };
}

export interface ProfileSummary {
  file: string;
  /** Share of the window the process was busy, and how the busy time splits by package / folder. */
  busy: number;
  parts: { name: string; share: number }[];
}

/** The placement window's V8 CPU profile (not the seeding's nor the baselines'), when BENCH_CPU_PROF names a folder. */
const profiler = process.env.BENCH_CPU_PROF ? new Session() : null;
async function profile(on: boolean): Promise<ProfileSummary | null> {
  if (!profiler) return null;
  if (on) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return null;
  }
  const { profile: taken } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  const file = join(process.env.BENCH_CPU_PROF!, `bets-platform-${process.pid}.cpuprofile`);
  writeFileSync(file, JSON.stringify(taken));
  const nodes = new Map(taken.nodes.map((node) => [node.id, node.callFrame]));
  const parts = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [i, id] of (taken.samples ?? []).entries()) {
    const dt = taken.timeDeltas?.[i] ?? 0;
    total += dt;
    const frame = nodes.get(id)!;
    if (frame.functionName === '(idle)') {
      idle += dt;
      continue;
    }
    const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1];
    const own = /\/((?:platform|rules|bench)\/[^/]+)\//.exec(frame.url)?.[1];
    const name = npm ? `npm ${npm}` : own ? own : frame.url ? frame.url.replace(/^node:(internal\/)?/, 'node ').split('/').slice(0, 2).join('/') : `${frame.functionName} (native)`;
    parts.set(name, (parts.get(name) ?? 0) + dt);
  }
  const busy = total - idle;
  return {
    file,
    busy: total > 0 ? busy / total : 0,
    parts: [...parts].sort((a, b) => b[1] - a[1]).map(([name, t]) => ({ name, share: busy > 0 ? t / busy : 0 })),
  };
}

async function books(): Promise<Books> {
  const tickets = await sql<{ n: bigint; stakes: bigint | null }>`select count(*)::int8 as n, sum(stake)::int8 as stakes from tickets`.execute(db);
  const negative = await sql<{ n: bigint }>`select count(*)::int8 as n from ledger_accounts where user_id is not null and balance < 0`.execute(db);
  return {
    house: await houseBalance(db, 'sportsbook', 'EUR'),
    tickets: tickets.rows[0]!.n,
    stakes: tickets.rows[0]!.stakes ?? 0n,
    audit: await auditLedger(db),
    sums: await balanceSums(db),
    negativePlayerAccounts: Number(negative.rows[0]!.n),
    statuses: { ...statuses },
  };
}

serveParent(
  { url },
  {
    seed: (args: SeedArgs) => seed(args),
    ledgerBaseline: (args: { seconds: number; concurrency: number; userIds: bigint[]; house: boolean }) => ledgerBaseline(args),
    books: () => books(),
    seedOpenTickets: (args: SettlementSeedArgs) => seedOpenTickets(platform.betting, createFeedIngest(db), args),
    settle: async ({ matchId, batch }: { matchId: number; batch: number }): Promise<SettlementReport & { seconds: number }> => {
      const t0 = monotonicMs();
      const report = await settleMatch(platform.betting, matchId, batch);
      return { ...report, seconds: (monotonicMs() - t0) / 1000 };
    },
    settlementBooks: () => settlementBooks(db),
    profile: ({ on }: { on: boolean }) => profile(on),
    quiesce: () => (inflight === 0 ? undefined : new Promise<void>((resolve) => waiting.push(resolve))),
    resetStatuses: () => {
      for (const key of Object.keys(statuses)) delete statuses[key];
    },
    stats,
  },
  () => closeServedPlatform(server, platform),
);
