/**
 * Live odds fan-out: how many graphql-ws subscribers one gateway keeps up to date, how fast, and whether
 * any message is lost. Every part runs in a process of its own, so the load generator never shares an
 * event loop with the server it measures:
 *
 *   platform   (bench/servers/platform.ts)      PGlite in memory, no simulator; the bench seeds live soccer
 *              matches through the feed sink and publishes odds changes at a fixed rate, one sink call
 *              (one transaction, one 'odds.changed' outbox event) per tick, recording when each was sent;
 *   gateway × G (bench/servers/gateway-alone.ts) the production gateway: SSE consumer → per-match PubSub
 *              topics → graphql-ws, no Redis; with --gateways G, G processes side by side as behind a
 *              balancer, each reading the platform's event stream and holding 1/G of the sockets;
 *   load × W   (bench/servers/subscribers.ts)   raw graphql-transport-ws clients, one WebSocket per
 *              subscriber, each subscribed to `oddsChanged(matches: [one match])`, spread evenly.
 *
 * Baseline, measured first in the same run with the same subscribers and the same changes: a bare fan-out
 * server (bench/servers/raw-fanout.ts) that reads the same event stream and sends the same messages over
 * the same protocol with one JSON serialization per change instead of a GraphQL execution per subscriber:
 * the floor of Node and `ws` on this machine. With --gateways G the baseline runs as G processes too, each
 * with the same sockets its gateway will hold: the ratio compares one topology with itself.
 *
 * Change #k of a match prices its home win at 1 + k/100, so every message names the change it carries;
 * latency is publish call (just before the sink call) → message received, on the machine's monotonic
 * clock shared by all processes. The server also notes when each change reached it from the platform, to
 * split the latency into the platform's share and the fan-out's.
 *
 *   npm run bench:live-fanout   [-- --subscribers 10000 --rate 200 --matches 100 --seconds 20]
 *   further: --ticks 20 (sink calls per second) --workers 2 (load processes) --gateways 1 (server processes,
 *            the subscribers spread evenly over them; the baseline uses as many) --book preview|full
 *            --baseline-seconds (as --seconds unless given; 0: skip) --late-seconds 15 (a message later than this after the last
 *            change counts lost) --concurrency 100 (handshakes in flight per load process)
 *            --slow-percent 10 (that share of the sockets reads 5 ms a second and leaves its socket unread
 *            meanwhile: latencies, losses and the ratio are of the others; the slow ones are judged on
 *            whether their last message carries the last price of their match)
 *   The 20,000-subscriber run: --subscribers 20000 --gateways 2 --workers 4 (10,000 sockets in each
 *   gateway process, 5,000 in each load process: within an open-files limit of 20,000).
 *   BENCH_CPU_PROF=<dir> writes each server process's V8 CPU profiles in <dir>/gateway-<g> and
 *   <dir>/baseline-<g> (open them in Chrome DevTools; the largest is the main thread's).
 *
 * Every subscriber is a socket in a server process and in a load process: the open-files limit
 * (`ulimit -n`, which every process of the bench inherits) must exceed the sockets of the busiest one
 * plus 300 (10,000 subscribers on one gateway → at least 10,300). Raise it in the shell that runs the
 * bench (`ulimit -n 20000`, up to the hard limit `ulimit -Hn`; beyond it, /etc/security/limits.conf or
 * LimitNOFILE= for a service), or spread the sockets over more processes (--gateways, --workers), as a
 * deployment does — the bench checks before it starts and says which.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { GATEWAY_ENV, type Child, cpuMs, machineCpu, monotonicMs, procStats, startChild } from './servers/child';
import type { PublishResult, SeededMatch } from './servers/platform';
import type { Changes, CollectResult, OpenResult } from './servers/subscribers';
import { benchOptions } from './options';

const options = benchOptions({
  subscribers: 10000,
  rate: 200,
  matches: 100,
  seconds: 20,
  ticks: 20,
  workers: 2,
  gateways: 1,
  book: 'preview',
  // Not given: as long as the gateway's. On a busy machine a starved server's backlog grows with the
  // window, so a shorter baseline would show a lower p99 for that reason alone.
  'baseline-seconds': Number.NaN,
  'late-seconds': 15,
  concurrency: 100,
  'slow-percent': 0,
});
const { subscribers, rate, matches: matchCount, seconds, ticks, concurrency } = options;
const baselineSeconds = Number.isNaN(options['baseline-seconds']) ? seconds : options['baseline-seconds'];
const workerCount = Math.max(1, options.workers);
const serverCount = options.gateways;
if (!(Number.isInteger(serverCount) && serverCount >= 1)) throw new Error('--gateways must be a whole number from 1');
const book = options.book === 'full' ? 'full' : 'preview';
const lateMs = options['late-seconds'] * 1000;
const slowPercent = options['slow-percent'];
if (!(slowPercent >= 0 && slowPercent < 100)) throw new Error('--slow-percent must be from 0 to 99');

if (![subscribers, rate, matchCount, seconds, ticks].every((v) => Number.isFinite(v) && v > 0)) throw new Error('--subscribers, --rate, --matches, --seconds and --ticks must be positive numbers');
if (Math.ceil(rate / ticks) > matchCount) {
  throw new Error(`${rate} changes/s in ${ticks} ticks/s is ${Math.ceil(rate / ticks)} changes per tick: more than the ${matchCount} matches (two changes of one match in one tick would merge). Raise --ticks or --matches.`);
}

const limit = (flag: '-n' | '-Hn') => {
  try {
    const answer = execFileSync('sh', ['-c', `ulimit ${flag}`]).toString().trim();
    return answer === 'unlimited' ? Number.POSITIVE_INFINITY : Number(answer);
  } catch {
    return Number.NaN;
  }
};
const openFiles = limit('-n');
// The busiest process holds this many sockets (a server process 1/G of them, a load process 1/W), plus
// its own files, the platform's stream and IPC: 300 to spare.
const SPARE_FILES = 300;
const socketsPerServer = Math.ceil(subscribers / serverCount);
const perWorker = Math.ceil(subscribers / workerCount);
const needed = Math.max(socketsPerServer, perWorker) + SPARE_FILES;
if (openFiles < needed) {
  const hard = limit('-Hn');
  console.error(
    `live-fanout: ${subscribers} subscribers over ${serverCount} server and ${workerCount} load process(es) put ${needed - SPARE_FILES} sockets in one process: ` +
      `it needs an open-files limit of at least ${needed}; this shell's is ${openFiles} (hard limit ${hard}).`,
  );
  if (hard >= needed) console.error(`raise it in this shell first: ulimit -n ${needed}`);
  else {
    // Beyond the hard limit only root raises it (/etc/security/limits.conf, LimitNOFILE=): spread the sockets.
    const processes = Math.ceil(subscribers / Math.max(1, hard - SPARE_FILES));
    console.error(
      `that is above the hard limit: spread the sockets over more processes, as a deployment does: ` +
        `--gateways ${Math.max(serverCount, processes)} --workers ${Math.max(workerCount, processes)} (with ulimit -n ${hard}), or run fewer --subscribers`,
    );
  }
  process.exit(1);
}

const SUBSCRIPTION = 'subscription BenchOddsChanged($matches: [ID!]!) { oddsChanged(matches: $matches) { matchId reshaped odds { id price isSuspended } } }';
const documentId = createHash('sha256').update(SUBSCRIPTION).digest('hex');

type Stats = { cpuMs: number; rssMb: number; loopSamples?: number; loopP99Ms?: number; loopMaxMs?: number; loopBusy?: number };
type Count = { receipts: number; unexpectedClose: number; wrongMatch: number; errors: string[] };
type Server = Child<{ url: string; wsUrl: string }>;

/** A command's answer, or null when the process is too busy to answer in time. */
const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);
/** CPU time from /proc (a saturated process answers IPC late); IPC where there is no /proc. */
const usage = async (child: Child<unknown>) => procStats(child.pid) ?? (await child.call<Stats>('stats'));

const started = monotonicMs();
// Other work on the machine takes cores from the processes measured: the report says how much.
const loadBefore = loadavg()[0]!;
const children: Child<unknown>[] = [];
const stopAll = async () => {
  // Load first (its sockets close), then the server, then the platform it reads from.
  for (const child of [...children].reverse()) await child.stop().catch(() => {});
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

const platform = await startChild<{ url: string }>('bench/servers/platform.ts');
children.push(platform);
const matches = await platform.call<SeededMatch[]>('seed', { matches: matchCount, live: true, book });
const workers: Child<unknown>[] = [];
for (let w = 0; w < workerCount; w++) workers.push(await startChild('bench/servers/subscribers.ts'));
children.push(...workers);

// Subscriber i watches match i mod M (evenly spread), lives in load process i mod W and connects to server
// process (i / W) mod G, so every load process feeds every server evenly; with --slow-percent,
// subscribers spread evenly over the matches read slowly (i / M picks them, so every match has some).
const matchOfSubscriber = (i: number) => matches[i % matchCount]!.id;
const serverOfSubscriber = (i: number) => Math.floor(i / workerCount) % serverCount;
const isSlow = (i: number) => (Math.floor(i / matchCount) * slowPercent) % 100 < slowPercent && slowPercent > 0;
const watchers = new Map<number, number>();
const fastWatchers = new Map<number, number>();
for (let i = 0; i < subscribers; i++) {
  watchers.set(matchOfSubscriber(i), (watchers.get(matchOfSubscriber(i)) ?? 0) + 1);
  if (!isSlow(i)) fastWatchers.set(matchOfSubscriber(i), (fastWatchers.get(matchOfSubscriber(i)) ?? 0) + 1);
}

async function openSubscribers(servers: Server[]) {
  const t0 = monotonicMs();
  const results = await Promise.all(
    workers.map((worker, w) => {
      const mine: number[] = [];
      const slow: boolean[] = [];
      const on: number[] = [];
      for (let i = w; i < subscribers; i += workerCount) {
        mine.push(matchOfSubscriber(i));
        slow.push(isSlow(i));
        on.push(serverOfSubscriber(i));
      }
      const wsUrls = servers.map((server) => server.info.wsUrl);
      return worker.call<OpenResult>('open', { wsUrls, servers: on, documentId, operationName: 'BenchOddsChanged', matches: mine, slow, concurrency });
    }),
  );
  return { connected: results.reduce((sum, r) => sum + r.connected, 0), failed: results.reduce((sum, r) => sum + r.failed, 0), seconds: (monotonicMs() - t0) / 1000 };
}

/** Moves every match once until every connected subscriber heard (its subscription is live). */
async function warmUp() {
  const until = monotonicMs() + 30_000;
  let state = { live: 0, connected: 0 };
  while (monotonicMs() < until) {
    await platform.call('warmUp', {});
    const states = await Promise.all(workers.map((worker) => worker.call<{ live: number; connected: number }>('waitLive', { timeoutMs: 3000 })));
    state = { live: states.reduce((s, x) => s + x.live, 0), connected: states.reduce((s, x) => s + x.connected, 0) };
    if (state.live >= state.connected) break;
  }
  return state;
}

const totalReceipts = async () => {
  const counts = await Promise.all(workers.map((worker) => worker.call<Count>('count')));
  return counts.reduce((sum, c) => ({
    receipts: sum.receipts + c.receipts,
    unexpectedClose: sum.unexpectedClose + c.unexpectedClose,
    wrongMatch: sum.wrongMatch + c.wrongMatch,
    errors: [...new Set([...sum.errors, ...c.errors])],
  }));
};

/**
 * Late messages still count: waits until every expected message arrived, or nothing came for 5 s, or
 * --late-seconds passed since the last change; what has not arrived by then is counted lost.
 */
async function drain(target: number) {
  const start = monotonicMs();
  let last = (await totalReceipts()).receipts;
  let quietSince = monotonicMs();
  while (last < target && monotonicMs() - start < lateMs && monotonicMs() - quietSince < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = (await totalReceipts()).receipts;
    if (now !== last) {
      last = now;
      quietSince = monotonicMs();
    }
  }
  return (monotonicMs() - start) / 1000;
}

/** The load processes' arrays as one, sorted. */
function mergeSorted(arrays: Float64Array[]): Float64Array {
  const all = new Float64Array(arrays.reduce((sum, a) => sum + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    all.set(a, at);
    at += a.length;
  }
  return all.sort();
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN);

interface PhaseResult {
  name: string;
  opened: Awaited<ReturnType<typeof openSubscribers>>;
  live: number;
  published: PublishResult;
  expected: number;
  delivered: number;
  /** Slow subscribers (--slow-percent), and how many ended on their match's last price. */
  slow: number;
  slowLatest: number;
  duplicates: number;
  latencies: Float64Array;
  /** Publish call → the server read the change from the platform's event stream (per change). */
  toServer: Float64Array;
  /** The server read the change → the subscriber received it (per message). */
  fanOut: Float64Array;
  commit: Float64Array;
  /** Percent of one core over the publishing window (server: all its processes; perServer: each). */
  cpu: { server: number; perServer: number[]; platform: number; load: number; others: number };
  /** Over all the server's processes. */
  rssBeforeMb: number;
  rssAfterMb: number;
  /** The server's event loop over the phase (the worst of its processes); null when one was too busy to answer within 5 s. */
  loop: Stats | null;
  drainSeconds: number;
  count: Count;
}

/** The worst event loop of a server's processes: each figure its maximum; null when one did not answer. */
function worstLoop(loops: (Stats | null)[]): Stats | null {
  if (loops.some((loop) => loop === null)) return null;
  const worst = (pick: (loop: Stats) => number | undefined) => Math.max(...loops.map((loop) => pick(loop!) ?? Number.NaN));
  return {
    cpuMs: worst((loop) => loop.cpuMs),
    rssMb: worst((loop) => loop.rssMb),
    loopSamples: Math.min(...loops.map((loop) => loop!.loopSamples ?? 0)),
    loopP99Ms: worst((loop) => loop.loopP99Ms),
    loopMaxMs: worst((loop) => loop.loopMaxMs),
    loopBusy: worst((loop) => loop.loopBusy),
  };
}

/** Opens every subscriber on a server's processes, publishes for phaseSeconds, waits for late messages, and measures. */
async function runPhase(name: string, servers: Server[], phaseSeconds: number): Promise<PhaseResult> {
  const opened = await openSubscribers(servers);
  const { live } = await warmUp();
  const receiptsBefore = (await totalReceipts()).receipts;
  await Promise.all(servers.map((server) => within(server.call('stats'), 2000))); // resets their loop histograms
  const processes = [...servers, platform, ...workers];
  const before = await Promise.all(processes.map(usage));
  const machineBefore = machineCpu();
  const mainBefore = cpuMs();
  const published = await platform.call<PublishResult>('publish', { rate, ticksPerSecond: ticks, seconds: phaseSeconds });
  const after = await Promise.all(processes.map(usage));
  const machineAfter = machineCpu();
  const mainAfter = cpuMs();
  let expected = 0;
  let arrivals = 0;
  for (const matchId of published.matchIds) {
    expected += fastWatchers.get(matchId) ?? 0;
    arrivals += watchers.get(matchId) ?? 0;
  }
  const drainSeconds = await drain(receiptsBefore + arrivals);
  const loop = worstLoop(await Promise.all(servers.map((server) => within(server.call<Stats>('stats'), 5000))));
  const atServers = await Promise.all(servers.map((server) => within(server.call<Changes>('arrivals'), 10_000)));
  const changes: Changes = { matchIds: published.matchIds, seqs: published.seqs, times: published.times };
  const collected = await Promise.all(workers.map((worker) => worker.call<CollectResult>('collect', { published: changes, atGateway: atServers })));
  const count = await totalReceipts();
  for (const error of count.errors) console.error(`  ${name}: subscriber error: ${error}`);
  for (const worker of workers) await worker.call('close');

  const sentAt = new Map<string, number>();
  for (let i = 0; i < changes.matchIds.length; i++) sentAt.set(`${changes.matchIds[i]}:${changes.seqs[i]}`, changes.times[i]!);
  const toServer: number[] = [];
  for (const atServer of atServers) {
    for (let i = 0; i < (atServer?.matchIds.length ?? 0); i++) {
      const sent = sentAt.get(`${atServer!.matchIds[i]}:${atServer!.seqs[i]}`);
      if (sent !== undefined) toServer.push(atServer!.times[i]! - sent);
    }
  }
  const share = (i: number) => ((after[i]!.cpuMs - before[i]!.cpuMs) / published.elapsedMs) * 100;
  const perServer = servers.map((_, i) => share(i));
  const server = perServer.reduce((sum, c) => sum + c, 0);
  const platformShare = share(servers.length);
  const load = workers.reduce((sum, _, w) => sum + share(servers.length + 1 + w), 0) + ((mainAfter - mainBefore) / published.elapsedMs) * 100;
  const machine = ((machineAfter.busyMs - machineBefore.busyMs) / published.elapsedMs) * 100;
  const rss = (stats: Stats[]) => stats.slice(0, servers.length).reduce((sum, s) => sum + s.rssMb, 0);
  return {
    name,
    opened,
    live,
    published,
    expected,
    delivered: collected.reduce((sum, c) => sum + c.delivered, 0),
    slow: collected.reduce((sum, c) => sum + c.slow, 0),
    slowLatest: collected.reduce((sum, c) => sum + c.slowLatest, 0),
    duplicates: collected.reduce((sum, c) => sum + c.duplicates, 0),
    latencies: mergeSorted(collected.map((c) => c.latencies)),
    // A server too busy to say when changes reached it leaves its share out: said in the report.
    toServer: atServers.every(Boolean) ? Float64Array.from(toServer).sort() : new Float64Array(),
    fanOut: mergeSorted(collected.map((c) => c.fanOut)),
    commit: Float64Array.from(published.commitMs).sort(),
    cpu: { server, perServer, platform: platformShare, load, others: Math.max(0, machine - server - platformShare - load) },
    rssBeforeMb: rss(before),
    rssAfterMb: rss(after),
    loop,
    drainSeconds,
    count,
  };
}

// BENCH_CPU_PROF=<dir>: each server process writes its V8 CPU profiles (a file per thread) in a folder of its own when it stops.
const profile = (name: string) => (process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', `${process.env.BENCH_CPU_PROF}/${name}`] : []);

/** G processes of one server, started one after the other; stopped after the load processes, before the platform. */
async function startServers(start: (g: number) => Promise<Server>): Promise<Server[]> {
  const servers: Server[] = [];
  for (let g = 0; g < serverCount; g++) servers.push(await start(g));
  children.splice(1, 0, ...servers);
  return servers;
}
const phaseName = (what: string) => (serverCount > 1 ? `${what} × ${serverCount}` : what);

const phases: PhaseResult[] = [];
if (baselineSeconds > 0) {
  const raw = await startServers((g) => startChild('bench/servers/raw-fanout.ts', [platform.info.url], profile(`baseline-${g}`)));
  phases.push(await runPhase(phaseName('baseline: bare ws fan-out'), raw, baselineSeconds));
  for (const server of raw) {
    await server.stop();
    children.splice(children.indexOf(server), 1);
  }
}
const gateways = await startServers((g) => startChild('bench/servers/gateway-alone.ts', [platform.info.url, JSON.stringify([SUBSCRIPTION])], profile(`gateway-${g}`), GATEWAY_ENV));
phases.push(await runPhase(phaseName('gateway'), gateways, seconds));

// ------------------------------------------------------------------ report

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${n(value)} ms`);
const pct = (value: number) => `${value.toFixed(0)}%`;
const window = (p: PhaseResult) => p.published.elapsedMs / 1000;
const rows: [string, (p: PhaseResult) => string][] = [
  ['subscribers connected', (p) => `${n(p.opened.connected)} in ${p.opened.seconds.toFixed(1)} s${p.opened.failed ? ` (${n(p.opened.failed)} failed)` : ''}`],
  ['subscriptions live', (p) => n(p.live)],
  ['odds changes published', (p) => `${n(p.published.matchIds.length)} in ${window(p).toFixed(1)} s`],
  ['changes per second', (p) => `${(p.published.matchIds.length / window(p)).toFixed(0)} (${ticks} ticks/s, ${p.published.lateTicks} late)`],
  ['messages expected', (p) => n(p.expected)],
  ['messages delivered', (p) => n(p.delivered)],
  ['messages lost', (p) => `${n(p.expected - p.delivered)} (${(((p.expected - p.delivered) / Math.max(1, p.expected)) * 100).toFixed(2)}%)`],
  ['delivered ÷ window', (p) => `${n(p.delivered / window(p))}/s`],
  ['waited after last change', (p) => `${p.drainSeconds.toFixed(1)} s`],
  ['latency p50', (p) => ms(percentile(p.latencies, 50))],
  ['latency p90', (p) => ms(percentile(p.latencies, 90))],
  ['latency p99', (p) => ms(percentile(p.latencies, 99))],
  ['latency max', (p) => ms(p.latencies.at(-1) ?? Number.NaN)],
  ['  platform commit p50/p99', (p) => `${ms(percentile(p.commit, 50))} / ${ms(percentile(p.commit, 99))}`],
  ['  publish→server p50/p99', (p) => (p.toServer.length ? `${ms(percentile(p.toServer, 50))} / ${ms(percentile(p.toServer, 99))}` : 'server too busy to report')],
  ['  server→client p50/p99', (p) => (p.fanOut.length ? `${ms(percentile(p.fanOut, 50))} / ${ms(percentile(p.fanOut, 99))}` : 'server too busy to report')],
  [
    'CPU server',
    (p) =>
      `${pct(p.cpu.server)}${serverCount > 1 ? ` (${p.cpu.perServer.map(pct).join(' + ')})` : ''}${p.loop?.loopBusy !== undefined ? ` (loop busy ${serverCount > 1 ? '≤ ' : ''}${pct(p.loop.loopBusy * 100)})` : ''}`,
  ],
  [
    serverCount > 1 ? 'server event-loop delay (worst)' : 'server event-loop delay',
    (p) => {
      if (!p.loop) return 'busy: no answer in 5 s';
      // No sample at all: not one timer ran in the whole phase (one run of microtasks held the loop).
      return p.loop.loopSamples ? `p99 ${ms(p.loop.loopP99Ms!)}, max ${ms(p.loop.loopMaxMs!)}` : 'no timer ran in the phase';
    },
  ],
  ['CPU platform / load / others', (p) => `${pct(p.cpu.platform)} / ${pct(p.cpu.load)} / ${pct(p.cpu.others)}`],
  [serverCount > 1 ? 'server RSS (all) subscribed / end' : 'server RSS subscribed / end', (p) => `${n(p.rssBeforeMb)} MB / ${n(p.rssAfterMb)} MB`],
  ['duplicates / wrong match', (p) => `${n(p.duplicates)} / ${n(p.count.wrongMatch)}`],
  ['sockets closed by the server', (p) => n(p.count.unexpectedClose)],
  ...(slowPercent > 0 ? [['slow ones on the last price', (p: PhaseResult) => `${n(p.slowLatest)} of ${n(p.slow)}`] satisfies [string, (p: PhaseResult) => string]] : []),
];
const width = Math.max(...rows.map(([label]) => label.length)) + 2;
const column = 36;
console.log(`\nlive odds fan-out: ${n(subscribers)} subscribers of oddsChanged(matches: [one match]) over graphql-ws, ${n(subscribers / matchCount)} per match;`);
console.log(
  `${matchCount} live soccer matches (${book} books), ${rate} odds changes/s in ${ticks} sink calls/s; ${serverCount > 1 ? `${serverCount} server processes (${n(socketsPerServer)} sockets each)` : 'server'}, platform (PGlite in memory) and ${workerCount} load processes`,
);
console.log(`each in a process of its own. Node ${process.version}, ${cpus().length} cores, ulimit -n ${openFiles}, machine load average (1 min) before the run ${loadBefore.toFixed(1)}\n`);
console.log(`${''.padEnd(width)}${phases.map((p) => p.name.padEnd(column)).join('')}`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}${phases.map((p) => value(p).padEnd(column)).join('')}`);
if (slowPercent > 0) console.log(`\n${slowPercent}% of the sockets read slowly: messages and latencies above are of the other ${100 - slowPercent}%.`);
console.log(`\nlost: expected but not received when counting stopped (all arrived, or 5 s without a message, or ${lateMs / 1000} s after the last change).`);
console.log('CPU: 100% is one core over the publishing window; "others" is whatever else ran on the machine meanwhile.');

const fan = phases.at(-1)!;
const base = phases.length > 1 ? phases[0]! : null;
const p99 = percentile(fan.latencies, 99);
if (base) {
  console.log(
    `ratio: the gateway delivered ${(fan.delivered / Math.max(1, base.delivered) / (window(fan) / window(base))).toFixed(2)}× the bare fan-out's messages per second of window, at ${(p99 / percentile(base.latencies, 99)).toFixed(1)}× its p99 and ${(percentile(fan.latencies, 50) / percentile(base.latencies, 50)).toFixed(1)}× its p50`,
  );
}
console.log(`\nGoal: 10,000 subscribers, 200 odds changes/s, p99 < 100 ms, nothing lost`);
console.log(
  `gateway: ${n(fan.opened.connected)} subscribers, ${(fan.published.matchIds.length / window(fan)).toFixed(0)} odds changes/s, p99 ${ms(p99)}, lost ${n(fan.expected - fan.delivered)} of ${n(fan.expected)}`,
);
console.log(`(whole run ${((monotonicMs() - started) / 1000).toFixed(0)} s)\n`);

await stopAll();
process.exit(0);
