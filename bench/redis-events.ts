/**
 * Events through Redis: how many odds changes per second the gateway's cross-process event path carries
 * when REDIS_URL is set (the feed leader publishes, every gateway subscribes), how fast, and whether any
 * is lost. Every part runs in a process of its own:
 *
 *   redis       a throw-away redis-server started by its binary (tests/helpers/servers.ts startRedis);
 *   publishers  (bench/servers/redis-events.ts) one process holding --publishers gateway pubsubs
 *               (gateway/pubsub.ts: ioredis + @graphql-yoga/redis-event-target), each publishing its share
 *               of every tick as the feed leader publishes an event it read (gateway/events.ts): the whole
 *               `odds.changed` event, then splitFeedEvent's one `match.odds:<id>` message per match;
 *   subscriber  (the same file) one process with the gateway's pubsub, one pubsub.subscribe('match.odds',
 *               id) per match, as oddsChanged(matches:) subscribes: what another gateway receives.
 *
 * Baseline, measured first in the same run with the same payloads, rate and processes: raw ioredis
 * PUBLISH of the same JSON on the same channels and SUBSCRIBE to them, no event target, no PubSub: the
 * floor of Redis and ioredis on this machine.
 *
 * An event here is one match's odds change (a 1X2 market, --odds odds, one of them moved), i.e. one
 * `match.odds` message, the unit a subscriber receives. Change #k of a match prices its first odd at
 * 1 + k/100, so every arrival names the change it carries; latency is publish call → received, on the
 * machine's monotonic clock shared by all processes. Lost: published but not received when counting
 * stopped (all arrived, or 3 s without an arrival, or --late-seconds after the last change).
 *
 *   npm run bench:redis-events   [-- --rate 5000 --matches 200 --publishers 2 --seconds 10]
 *   further: --ticks 20 (feed ticks per second) --odds 3 (odds per change) --baseline-seconds 10 (0: skip)
 *            --late-seconds 10
 */
import { cpus, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { startRedis } from '../tests/helpers/servers';
import { type Child, machineCpu, monotonicMs, procStats, startChild } from './servers/child';
import type { Mode, Published, Received } from './servers/redis-events';
import { benchOptions } from './options';

const options = benchOptions({ rate: 5000, matches: 200, publishers: 2, seconds: 10, ticks: 20, odds: 3, 'baseline-seconds': 10, 'late-seconds': 10 });
const { rate, matches, publishers: publisherCount, seconds, ticks, odds, 'baseline-seconds': baselineSeconds } = options;
if (![rate, matches, publisherCount, seconds, ticks, odds].every((v) => Number.isFinite(v) && v > 0)) throw new Error('--rate, --matches, --publishers, --seconds, --ticks and --odds must be positive numbers');
const lateMs = options['late-seconds'] * 1000;

const started = monotonicMs();
const loadBefore = loadavg()[0]!;
const redis = await startRedis();
const children: Child<null>[] = [];
const stopAll = async () => {
  for (const child of children) await child.stop().catch(() => {});
  await redis.stop();
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

// The server's own pid, for its CPU time (startRedis keeps the child to itself).
const admin = new Redis(redis.url);
const redisPid = Number(/process_id:(\d+)/.exec(await admin.info('server'))?.[1]);
admin.disconnect();

const publisher = await startChild<null>('bench/servers/redis-events.ts');
const subscriber = await startChild<null>('bench/servers/redis-events.ts');
children.push(publisher, subscriber);

type Stats = { loopP99Ms: number; loopMaxMs: number; loopBusy: number; rssMb: number };
interface PhaseResult {
  name: string;
  published: Published;
  delivered: number;
  duplicates: number;
  latencies: Float64Array;
  drainSeconds: number;
  /** Percent of one core over the publishing window. */
  cpu: { publisher: number; subscriber: number; redis: number; others: number };
  loop: Stats;
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN);
/** One change of one match, as a number. */
const key = (matchId: number, seq: number) => matchId * 10_000_000 + seq;
const cpuOf = (pid: number) => procStats(pid)?.cpuMs ?? Number.NaN;

/** Waits until `target` arrivals, or 3 s without one, or --late-seconds. */
async function drain(target: number) {
  const start = monotonicMs();
  let last = await subscriber.call<number>('count');
  let quietSince = monotonicMs();
  while (last < target && monotonicMs() - start < lateMs && monotonicMs() - quietSince < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await subscriber.call<number>('count');
    if (now !== last) {
      last = now;
      quietSince = monotonicMs();
    }
  }
  return (monotonicMs() - start) / 1000;
}

async function runPhase(name: string, mode: Mode, phaseSeconds: number): Promise<PhaseResult> {
  await subscriber.call('subscribe', { mode, url: redis.url, matches });
  await publisher.call('connect', { mode, url: redis.url, publishers: publisherCount });
  // Every subscription is live once every match was heard from.
  const until = monotonicMs() + 30_000;
  while ((await subscriber.call<number>('heard')) < matches) {
    if (monotonicMs() > until) throw new Error(`${name}: only ${await subscriber.call<number>('heard')} of ${matches} subscriptions live after 30 s`);
    await publisher.call('warmUp', { matches, odds });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await subscriber.call('reset');
  await subscriber.call('stats'); // starts its event-loop window
  const pids = [publisher.pid, subscriber.pid, redisPid];
  const before = pids.map(cpuOf);
  const machineBefore = machineCpu();
  const published = await publisher.call<Published>('publish', { rate, ticksPerSecond: ticks, seconds: phaseSeconds, matches, odds });
  const after = pids.map(cpuOf);
  const machineAfter = machineCpu();
  const drainSeconds = await drain(published.times.length);
  const loop = await subscriber.call<Stats>('stats');
  const received = await subscriber.call<Received>('collect');
  await publisher.call('close');
  await subscriber.call('close');

  const sentAt = new Map<number, number>();
  for (let i = 0; i < published.times.length; i++) sentAt.set(key(published.matchIds[i]!, published.seqs[i]!), published.times[i]!);
  const seen = new Set<number>();
  const latencies: number[] = [];
  let duplicates = 0;
  for (let i = 0; i < received.times.length; i++) {
    const k = key(received.matchIds[i]!, received.seqs[i]!);
    const sent = sentAt.get(k);
    if (sent === undefined) continue; // a late warm-up change
    if (seen.has(k)) duplicates++;
    else {
      seen.add(k);
      latencies.push(received.times[i]! - sent);
    }
  }
  const share = (i: number) => ((after[i]! - before[i]!) / published.elapsedMs) * 100;
  const machine = ((machineAfter.busyMs - machineBefore.busyMs) / published.elapsedMs) * 100;
  const cpu = { publisher: share(0), subscriber: share(1), redis: share(2), others: 0 };
  cpu.others = Math.max(0, machine - cpu.publisher - cpu.subscriber - cpu.redis);
  return { name, published, delivered: seen.size, duplicates, latencies: Float64Array.from(latencies).sort(), drainSeconds, cpu, loop };
}

const phases: PhaseResult[] = [];
try {
  if (baselineSeconds > 0) phases.push(await runPhase('baseline: raw ioredis', 'raw', baselineSeconds));
  phases.push(await runPhase('gateway pubsub', 'gateway', seconds));
} catch (error) {
  console.error(error);
  await stopAll();
  process.exit(1);
}

// ------------------------------------------------------------------ report

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${n(value)} ms`);
const pct = (value: number) => `${value.toFixed(0)}%`;
const window = (p: PhaseResult) => p.published.elapsedMs / 1000;
const sent = (p: PhaseResult) => p.published.times.length;
/** Subscriber CPU per 1,000 events, ms: what one core's worth of subscriber can take. */
const subscriberMsPer1000 = (p: PhaseResult) => ((p.cpu.subscriber / 100) * window(p) * 1000 * 1000) / Math.max(1, p.delivered);
const rows: [string, (p: PhaseResult) => string][] = [
  ['events published', (p) => `${n(sent(p))} in ${window(p).toFixed(1)} s (${p.published.lateTicks} late ticks)`],
  ['events per second offered', (p) => n(sent(p) / window(p))],
  ['events delivered', (p) => n(p.delivered)],
  ['events lost', (p) => `${n(sent(p) - p.delivered)} (${(((sent(p) - p.delivered) / Math.max(1, sent(p))) * 100).toFixed(2)}%)`],
  ['delivered ÷ window', (p) => `${n(p.delivered / window(p))}/s`],
  ['waited after last change', (p) => `${p.drainSeconds.toFixed(1)} s`],
  ['latency p50 / p99', (p) => `${ms(percentile(p.latencies, 50))} / ${ms(percentile(p.latencies, 99))}`],
  ['latency p90 / max', (p) => `${ms(percentile(p.latencies, 90))} / ${ms(p.latencies.at(-1) ?? Number.NaN)}`],
  ['CPU publisher', (p) => pct(p.cpu.publisher)],
  ['CPU subscriber', (p) => `${pct(p.cpu.subscriber)} (event loop busy ${pct(p.loop.loopBusy * 100)})`],
  ['  per 1,000 events', (p) => ms(subscriberMsPer1000(p))],
  ['  events/s per core (derived)', (p) => n(1_000_000 / subscriberMsPer1000(p))],
  ['CPU redis-server / others', (p) => `${pct(p.cpu.redis)} / ${pct(p.cpu.others)}`],
  ['subscriber loop delay p99/max', (p) => `${ms(p.loop.loopP99Ms)} / ${ms(p.loop.loopMaxMs)}`],
  ['duplicates', (p) => n(p.duplicates)],
];
const width = 32;
const column = 34;
console.log(`\nevents through Redis: ${n(rate)} odds changes/s over ${matches} live matches (${odds} odds each, ${ticks} ticks/s), ${publisherCount} publishers in one process,`);
console.log(`one subscriber process with one subscription per match; redis-server, publisher and subscriber each a process of its own.`);
console.log(`Node ${process.version}, ${cpus().length} cores, machine load average (1 min) before the run ${loadBefore.toFixed(2)}, after ${loadavg()[0]!.toFixed(2)}`);
console.log(`one match.odds message: ${n(phases.at(-1)!.published.messageBytes)} bytes of JSON (plus the whole odds.changed event of each tick per publisher)\n`);
console.log(`${''.padEnd(width)}${phases.map((p) => p.name.padEnd(column)).join('')}`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}${phases.map((p) => value(p).padEnd(column)).join('')}`);
console.log('\nCPU: 100% is one core over the publishing window; "others" is whatever else ran on the machine meanwhile.');
console.log('events/s per core: the delivered rate one fully busy subscriber core would take at this CPU per event (reasoned, not measured at saturation).');

const gateway = phases.at(-1)!;
const base = phases.length > 1 ? phases[0]! : null;
if (base) {
  console.log(
    `ratio: the gateway pubsub delivered ${(gateway.delivered / window(gateway) / (base.delivered / window(base))).toFixed(2)}× the raw events per second, at ${(percentile(gateway.latencies, 50) / percentile(base.latencies, 50)).toFixed(1)}× its p50, ${(percentile(gateway.latencies, 99) / percentile(base.latencies, 99)).toFixed(1)}× its p99 and ${(subscriberMsPer1000(gateway) / subscriberMsPer1000(base)).toFixed(1)}× its subscriber CPU per event`,
  );
}
console.log(`gateway pubsub: ${n(gateway.delivered / window(gateway))} events/s delivered, p50 ${ms(percentile(gateway.latencies, 50))}, p99 ${ms(percentile(gateway.latencies, 99))}, lost ${n(sent(gateway) - gateway.delivered)} of ${n(sent(gateway))}`);
console.log(`(whole run ${((monotonicMs() - started) / 1000).toFixed(0)} s)\n`);

await stopAll();
process.exit(0);
