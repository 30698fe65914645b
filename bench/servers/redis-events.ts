/**
 * One side of bench/redis-events.ts, forked twice: once to publish, once to subscribe, so publishing and
 * receiving never share an event loop (as the feed leader and another gateway do not).
 *
 *   mode 'gateway': gateway/pubsub.ts as the gateway runs it with REDIS_URL (ioredis connections and
 *                   @graphql-yoga/redis-event-target). Publishing is what the feed leader does with each
 *                   event it reads (gateway/events.ts): the whole `odds.changed` event, then
 *                   splitFeedEvent's per-match topics; subscribing is what oddsChanged(matches:) does,
 *                   pubsub.subscribe('match.odds', id) per match.
 *   mode 'raw':     ioredis PUBLISH and SUBSCRIBE of the same channels and the same JSON, nothing between.
 *
 * Change #seq of a match prices its first odd at priceOf(seq) (feed.ts): each arrival maps back to the
 * change that caused it, and is stamped on arrival with the machine's monotonic clock.
 */
import { Redis } from 'ioredis';
import { createGatewayPubSub } from '../../gateway/pubsub';
import { type OddsChangedItem, type Publish, splitFeedEvent } from '../../gateway/sportsbook-events';
import type { PlatformEvents } from '../../gateway/upstream/platform-events';
import { monotonicMs, processStats, serveParent } from './child';
import { priceOf, seqOf } from './feed';
import { changesDue, runTicks } from './ticks';

export type Mode = 'gateway' | 'raw';
export interface ConnectArgs {
  mode: Mode;
  url: string;
  /** Publishing side: how many publishers (each its own connections), changes dealt round-robin. */
  publishers?: number;
}
export interface PublishArgs {
  /** Match changes (one per-match message each) per second. */
  rate: number;
  ticksPerSecond: number;
  seconds: number;
  matches: number;
  /** Odds per change (3: a 1X2 market). */
  odds: number;
}
/** When each change was published: change i = (matchIds[i], seqs[i]) at times[i]. */
export interface Published {
  matchIds: Int32Array;
  seqs: Int32Array;
  times: Float64Array;
  lateTicks: number;
  elapsedMs: number;
  /** Bytes of one per-match message (its JSON), the first one published. */
  messageBytes: number;
}
export interface Received {
  matchIds: Int32Array;
  seqs: Int32Array;
  times: Float64Array;
}

type Publisher = { whole(payload: PlatformEvents['odds.changed']): void; close(): Promise<void> };

let publishers: Publisher[] = [];
let closeSubscriber: (() => Promise<void>) | null = null;

// Every arrival: which match, which change, when.
const arrivals = { matchIds: [] as number[], seqs: [] as number[], times: [] as number[] };
const record = (item: OddsChangedItem) => {
  arrivals.times.push(monotonicMs());
  arrivals.matchIds.push(item.matchId);
  arrivals.seqs.push(seqOf(item.odds[0]!.odd.Price ?? 0));
};

function publisher(mode: Mode, url: string): Publisher {
  if (mode === 'gateway') {
    const { pubsub, close } = createGatewayPubSub(url);
    return {
      // The feed leader's two calls for each event it reads (gateway/events.ts consumePlatformEvents).
      whole(payload) {
        pubsub.publish('odds.changed', payload);
        splitFeedEvent('odds.changed', payload, pubsub.publish as Publish);
      },
      close,
    };
  }
  const client = new Redis(url);
  return {
    whole(payload) {
      void client.publish('odds.changed', JSON.stringify(payload));
      for (const item of payload.matches) void client.publish(`match.odds:${item.matchId}`, JSON.stringify(item));
    },
    close: async () => client.disconnect(),
  };
}

function connect({ mode, url, publishers: count = 1 }: ConnectArgs) {
  publishers = Array.from({ length: count }, () => publisher(mode, url));
  return null;
}

/** One odds change of a live soccer match: `odds` odds of its 1X2 market, the first priced for the change. */
function change(matchId: number, seq: number, odds: number): OddsChangedItem {
  return {
    matchId,
    sportId: 1,
    isEsport: false,
    live: true,
    reshaped: false,
    odds: Array.from({ length: odds }, (_, i) => ({
      odd: { ID: matchId * 100 + i, MatchID: matchId, Key: ['1', 'X', '2'][i % 3]!, Title: ['Home', 'Draw', 'Away'][i % 3]!, TitleSuffix: null, Price: i === 0 ? priceOf(seq) : 3.1, IsSuspended: false },
      marketId: matchId * 10,
      // Not in a preview market: one message per change (match.odds), none on the list pages' topics.
      preview: false,
      direction: 1 as const,
    })),
  };
}

const seqs = new Map<number, number>();
const nextSeq = (matchId: number) => {
  const seq = (seqs.get(matchId) ?? 0) + 1;
  seqs.set(matchId, seq);
  return seq;
};

/** Each tick deals its changes round-robin over matches, and each publisher sends its share as one event. */
async function publish({ rate, ticksPerSecond, seconds, matches, odds }: PublishArgs): Promise<Published> {
  const total = changesDue(rate, ticksPerSecond, seconds);
  const out = { matchIds: new Int32Array(total), seqs: new Int32Array(total), times: new Float64Array(total) };
  let written = 0;
  let cursor = 0;
  let messageBytes = 0;
  const { lateTicks, elapsedMs } = await runTicks(rate, ticksPerSecond, seconds, (_tick, due) => {
    const shares: OddsChangedItem[][] = publishers.map(() => []);
    for (let i = 0; i < due; i++) {
      const matchId = 1 + (cursor % matches);
      shares[cursor % publishers.length]!.push(change(matchId, nextSeq(matchId), odds));
      cursor++;
    }
    for (const [p, share] of shares.entries()) {
      if (share.length === 0) continue;
      const publishedAt = monotonicMs();
      for (const item of share) {
        out.matchIds[written] = item.matchId;
        out.seqs[written] = seqOf(item.odds[0]!.odd.Price!);
        out.times[written] = publishedAt;
        written++;
      }
      messageBytes ||= Buffer.byteLength(JSON.stringify(share[0]));
      publishers[p]!.whole({ matches: share });
    }
  });
  return { ...out, lateTicks, messageBytes, elapsedMs };
}

/** One change of every match, so the subscriber can tell when every subscription is live. */
function warmUp({ matches, odds }: { matches: number; odds: number }) {
  for (let matchId = 1; matchId <= matches; matchId++) publishers[matchId % publishers.length]!.whole({ matches: [change(matchId, nextSeq(matchId), odds)] });
  return null;
}

async function subscribe({ mode, url, matches }: { mode: Mode; url: string; matches: number }) {
  const ids = Array.from({ length: matches }, (_, i) => i + 1);
  if (mode === 'gateway') {
    const { pubsub, ready, close } = createGatewayPubSub(url);
    await ready;
    const iterators = ids.map((id) => pubsub.subscribe('match.odds', String(id))[Symbol.asyncIterator]());
    for (const iterator of iterators) {
      void (async () => {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) record(next.value as unknown as OddsChangedItem);
      })();
    }
    closeSubscriber = async () => {
      await Promise.all(iterators.map((iterator) => iterator.return?.()));
      await close();
    };
  } else {
    const client = new Redis(url);
    client.on('message', (_channel: string, message: string) => record(JSON.parse(message) as OddsChangedItem));
    await client.subscribe(...ids.map((id) => `match.odds:${id}`));
    closeSubscriber = async () => client.disconnect();
  }
  return null;
}

/** Distinct matches heard from since the last reset (every subscription is live when it reaches the count). */
const heard = () => new Set(arrivals.matchIds).size;

function reset() {
  arrivals.matchIds.length = 0;
  arrivals.seqs.length = 0;
  arrivals.times.length = 0;
  return null;
}

function collect(): Received {
  return { matchIds: Int32Array.from(arrivals.matchIds), seqs: Int32Array.from(arrivals.seqs), times: Float64Array.from(arrivals.times) };
}

async function closeAll() {
  for (const p of publishers) await p.close();
  publishers = [];
  await closeSubscriber?.();
  closeSubscriber = null;
  reset();
}

serveParent(
  null,
  {
    connect: (args: ConnectArgs) => connect(args),
    publish: (args: PublishArgs) => publish(args),
    warmUp: (args: { matches: number; odds: number }) => warmUp(args),
    subscribe: (args: { mode: Mode; url: string; matches: number }) => subscribe(args),
    heard,
    count: () => arrivals.times.length,
    reset,
    collect,
    close: async () => {
      await closeAll();
      return null;
    },
    stats: processStats(),
  },
  closeAll,
);
