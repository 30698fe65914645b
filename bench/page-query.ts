/**
 * The prematch list page through the gateway against the REST calls it wraps, measured in the same run:
 * one GraphQL POST per page (sports, 50 matches with their tournament, live state and preview markets)
 * against the very REST calls the gateway makes for that query, recorded at the platform and replayed
 * directly against it with the same headers. Same connections and duration for both.
 *
 * The gateway is measured twice: as a visitor reads the page (no cookie: answered from the anonymous
 * catalogue cache, gateway/response-cache.ts, as every visitor after the first is), and as a signed-in
 * player reads it (the session cookie: never cached, the operation runs and makes its REST calls).
 *
 * Platform (PGlite in memory, the bench's soccer matches with full books fed through the sink) and the
 * production gateway (persisted operations) each run in a process of their own; autocannon drives them
 * from this one.
 *
 *   npm run bench:page-query   [-- --duration 10 --connections 32 --matches 50]
 */
import { createHash } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { measureWithCpu, startPlatformAndGateway } from './servers/child';
import type { RecordedCall, SeededMatch } from './servers/platform';
import { benchOptions } from './options';

const { duration, connections, matches: matchCount } = benchOptions({ duration: 10, connections: 32, matches: 50 });
const PAGE_SIZE = 50;

const DOCUMENT = `query BenchPrematchPage($sport: ID!) {
  sports { id name }
  prematchMatches(sport: $sport, first: ${PAGE_SIZE}) {
    edges { node { id name startsAt homeTeam awayTeam tournament { id name } live { id status } previewMarkets { id type line odds { id title price isSuspended } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const n = (value: number) => Math.round(value).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const documentId = createHash('sha256').update(DOCUMENT).digest('hex');
const loadBefore = loadavg()[0]!;

// BENCH_CPU_PROF=<dir>: both servers write V8 CPU profiles there when they stop.
const { platform, gateway, stopAll } = await startPlatformAndGateway([DOCUMENT]);

try {
  const matches = await platform.call<SeededMatch[]>('seed', { matches: matchCount, live: false, book: 'full' });
  const sport = Buffer.from(`Sport:${matches[0]!.sportId}`).toString('base64');
  const body = JSON.stringify({ operationName: 'BenchPrematchPage', variables: { sport }, extensions: { persistedQuery: { version: 1, sha256Hash: documentId } } });
  const headers = { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': 'en-US' };

  // One page through the gateway while the platform records what it is asked: the baseline replays exactly that.
  await platform.call('record', { on: true });
  const response = await fetch(gateway.info.url, { method: 'POST', headers, body });
  const pageText = await response.text();
  const calls = await platform.call<RecordedCall[]>('record', { on: false });
  const page = JSON.parse(pageText) as { data?: { prematchMatches: { edges: { node: { previewMarkets: { odds: unknown[] }[] } }[] } }; errors?: unknown[] };
  const rows = page.data?.prematchMatches.edges.length ?? 0;
  if (!response.ok || page.errors || rows !== Math.min(PAGE_SIZE, matchCount)) throw new Error(`unexpected gateway answer (${response.status}): ${pageText.slice(0, 500)}`);
  const odds = page.data!.prematchMatches.edges.reduce((sum, edge) => sum + edge.node.previewMarkets.reduce((s, m) => s + m.odds.length, 0), 0);
  let restBytes = 0;
  for (const call of calls) {
    const answer = await fetch(`${platform.info.url}${call.path}`, { method: call.method, headers: call.headers });
    if (!answer.ok) throw new Error(`${call.path} answered ${answer.status}`);
    restBytes += (await answer.arrayBuffer()).byteLength;
  }

  const restRequests = calls.map((call) => ({ method: call.method as 'GET', path: call.path, headers: call.headers }));
  const measureRest = (seconds: number) => autocannon({ url: platform.info.url, requests: restRequests, connections, duration: seconds });
  const measureGateway = (seconds: number) => autocannon({ url: gateway.info.url, method: 'POST', headers, body, connections, duration: seconds });
  const signedIn = { ...headers, cookie: `og_session=${await platform.call<string>('player')}` };
  const measureSignedIn = (seconds: number) => autocannon({ url: gateway.info.url, method: 'POST', headers: signedIn, body, connections, duration: seconds });

  const measure = (run: (seconds: number) => Promise<autocannon.Result>, what: string) => measureWithCpu([gateway, platform], duration, run, what);

  // A short warm-up of each so both are measured with a hot JIT and warm caches.
  await measureRest(2);
  await measureGateway(2);
  await measureSignedIn(2);
  const rest = await measure(measureRest, 'REST');
  const graph = await measure(measureGateway, 'gateway');
  const player = await measure(measureSignedIn, 'gateway, signed in');

  const perPage = calls.length;
  const restPages = rest.rps / perPage;
  const cpu = (m: typeof rest) => `CPU gateway ${m.cpu[0]!.toFixed(0)}%, platform ${m.cpu[1]!.toFixed(0)}%, autocannon ${m.cpu[2]!.toFixed(0)}%, other processes ${m.cpu[3]!.toFixed(0)}%`;
  console.log(`\nprematch page query: ${rows} soccer matches of ${matchCount} (full books of 66 markets, 282 odds; the page shows ${odds} preview odds), ${connections} connections, ${duration} s each`);
  console.log(`Node ${process.version}, ${cpus().length} cores; machine load average (1 min) before the run: ${loadBefore.toFixed(1)} (anything else running competes for the same cores)`);
  console.log(`the REST calls the gateway made for one page (recorded at the platform, replayed with the same headers):`);
  for (const call of calls) console.log(`  ${call.method} ${call.path}`);
  console.log(`answer size: gateway ${kb(Buffer.byteLength(pageText))}; the ${perPage} REST answers ${kb(restBytes)}\n`);
  console.log(
    `REST calls (${perPage} per page)  ${n(rest.rps).padStart(7)} req/s = ${n(restPages).padStart(5)} pages/s   p50 ${String(rest.p50).padStart(4)} ms   p99 ${String(rest.p99).padStart(4)} ms (per call)   ${cpu(rest)}`,
  );
  const row = (name: string, m: typeof rest) =>
    `${name.padEnd(27)} ${n(m.rps).padStart(7)} req/s = ${n(m.rps).padStart(5)} pages/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms (per page)   ${cpu(m)}`;
  console.log(row('gateway, visitor (cached)', graph));
  console.log(row('gateway, signed in', player));
  console.log('(CPU: 100% is one core; "other processes" is whatever else ran on the machine meanwhile)');
  const ratio = (m: typeof rest) => `${(m.rps / restPages).toFixed(2)}× the pages per second; requests per second ${(m.rps / rest.rps).toFixed(2)}×; p99 ${(m.p99 / Math.max(rest.p99, 1)).toFixed(1)}×`;
  console.log(`ratio (gateway ÷ REST), visitor (cached): ${ratio(graph)}`);
  console.log(`ratio (gateway ÷ REST), signed in (not cached): ${ratio(player)}\n`);
} finally {
  await stopAll();
}
process.exit(0);
