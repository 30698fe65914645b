/**
 * The platform in a process of its own (embedded in-memory PGlite, no simulator), driven by the bench over
 * IPC: seed soccer matches through the feed sink, publish odds changes at a fixed rate and report when
 * each was published, and record the REST calls it receives (to replay exactly what the gateway asked).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { FeedMarket, FixtureUpdate } from '../../platform/feed/adapter';
import { bootPlatform } from '../../platform/boot';
import { startSession } from '../../platform/account/sessions';
import { inTransaction } from '../../platform/db/transaction';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { closeServedPlatform, monotonicMs, processStats, serveParent } from './child';
import { changesDue, runTicks } from './ticks';
import { benchFixture, benchKey, liveFirstHalf, notStarted, previewBook, priceOf, soccerBook, withHomePrice } from './feed';

export interface SeedArgs {
  matches: number;
  live: boolean;
  book: 'full' | 'preview';
}
export interface SeededMatch {
  id: number;
  key: string;
  sportId: number;
}
export interface PublishArgs {
  /** Odds changes per second. */
  rate: number;
  ticksPerSecond: number;
  seconds: number;
  /** Only the first this many matches move (a baseline phase). Default: all. */
  matches?: number;
}
/** When each change was published: parallel arrays, change i = (matchIds[i], seqs[i]) at times[i]. */
export interface Schedule {
  matchIds: Int32Array;
  seqs: Int32Array;
  times: Float64Array;
}
export interface PublishResult extends Schedule {
  ticks: number;
  /** Ticks that started after their slot (the previous one ran over). */
  lateTicks: number;
  /** How long each sink call took (the transaction that commits the tick and its outbox event), ms. */
  commitMs: Float64Array;
  elapsedMs: number;
}
export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
}

const platform = await bootPlatform({ dataDir: 'memory://', databaseUrl: undefined, seedDemoData: false, feed: 'off', releaseHash: '' });
const ingest = createFeedIngest(platform.database.db);
const stats = processStats();

let recording: RecordedCall[] | null = null;
const server = serve({
  fetch: (request, env) => {
    const url = recording ? new URL(request.url) : null;
    // The gateway's event stream is not a call of the page (it may reconnect while recording).
    if (recording && url && url.pathname !== '/api/events') {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        if (!['host', 'connection', 'content-length', 'keep-alive'].includes(name)) headers[name] = value;
      });
      recording.push({ method: request.method, path: `${url.pathname}${url.search}`, headers });
    }
    return platform.app.fetch(request, env);
  },
  hostname: '127.0.0.1',
  port: 0,
});
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let seeded: SeededMatch[] = [];
const books = new Map<string, FeedMarket[]>();
const seqs = new Map<string, number>();

async function seed({ matches, live, book }: SeedArgs): Promise<SeededMatch[]> {
  const now = Date.now();
  // Pre-match kick-offs spread over the next three days, a quarter of an hour apart.
  const startsAt = (i: number) => new Date(live ? now - 600_000 : now + 3_600_000 + (i % 288) * 900_000);
  await ingest.fixtures(Array.from({ length: matches }, (_, i) => benchFixture(i, startsAt(i))));
  const updates: FixtureUpdate[] = [];
  for (let i = 0; i < matches; i++) {
    const full = soccerBook(i, live);
    const markets = book === 'full' ? full : previewBook(full);
    books.set(benchKey(i), markets);
    seqs.set(benchKey(i), 0);
    updates.push({ key: benchKey(i), state: live ? liveFirstHalf : notStarted, markets });
  }
  for (let i = 0; i < updates.length; i += 50) await ingest.updates(updates.slice(i, i + 50));
  const rows = await platform.database.db.selectFrom('matches').select(['id', 'feed_key', 'sport_id']).where('feed_key', 'like', 'bench-%').execute();
  const byKey = new Map(rows.map((row) => [row.feed_key, row]));
  seeded = Array.from({ length: matches }, (_, i) => {
    const row = byKey.get(benchKey(i))!;
    return { id: Number(row.id), key: row.feed_key, sportId: row.sport_id };
  });
  return seeded;
}

/** The next change of match i: its home price moves to encode the change's number. */
function change(i: number): { update: FixtureUpdate; matchId: number; seq: number } {
  const match = seeded[i]!;
  const seq = seqs.get(match.key)! + 1;
  seqs.set(match.key, seq);
  return { update: { key: match.key, markets: withHomePrice(books.get(match.key)!, priceOf(seq)) }, matchId: match.id, seq };
}

/** One change of every match (of the first `matches`) in one tick: each subscriber hears once that it is live. */
async function warmUp({ matches = seeded.length }: { matches?: number } = {}) {
  const changes = Array.from({ length: matches }, (_, i) => change(i));
  await ingest.updates(changes.map((c) => c.update));
}

async function publish({ rate, ticksPerSecond, seconds, matches = seeded.length }: PublishArgs): Promise<PublishResult> {
  const total = changesDue(rate, ticksPerSecond, seconds);
  const schedule = { matchIds: new Int32Array(total), seqs: new Int32Array(total), times: new Float64Array(total) };
  const commitMs = new Float64Array(Math.round(seconds * ticksPerSecond));
  let written = 0;
  let cursor = 0;
  const ticked = await runTicks(rate, ticksPerSecond, seconds, async (tick, due) => {
    const changes = Array.from({ length: due }, () => change(cursor++ % matches));
    const publishedAt = monotonicMs();
    for (const c of changes) {
      schedule.matchIds[written] = c.matchId;
      schedule.seqs[written] = c.seq;
      schedule.times[written] = publishedAt;
      written++;
    }
    await ingest.updates(changes.map((c) => c.update));
    commitMs[tick] = monotonicMs() - publishedAt;
  });
  return { ...schedule, ...ticked, commitMs };
}

/** A signed-in player's session token: a page read with it is a player's, never answered from the gateway's anonymous cache. */
async function player(): Promise<string> {
  const db = platform.database.db;
  const user = await db
    .insertInto('users')
    .values({ username: `bench_page_${process.pid}`, email: `bench_page_${process.pid}@bench.test`, password_hash: 'not-a-hash', account_type: 0, currency: 'EUR', country_code: 'SE', parent_id: null, email_verified: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await inTransaction(db, (tx) => startSession(tx, platform.config, user.id, true, { ip: '127.0.0.1', userAgent: 'bench' }));
  return session.token;
}

serveParent(
  { url },
  {
    seed: (args: SeedArgs) => seed(args),
    warmUp: (args: { matches?: number }) => warmUp(args),
    publish: (args: PublishArgs) => publish(args),
    player: () => player(),
    record: ({ on }: { on: boolean }) => {
      const calls = recording;
      recording = on ? [] : null;
      return calls ?? [];
    },
    stats,
  },
  () => closeServedPlatform(server, platform),
);
