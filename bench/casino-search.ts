/**
 * Game search over the whole casino catalogue (issue 7, seed 000 games search modal) through the
 * production gateway, against the platform's own search call it wraps, measured in the same run: many
 * concurrent searches, each with the next of a few hundred varied terms (whole words of real titles,
 * word beginnings, studio names, and terms that match nothing), as players typing in the modal send them.
 *
 * Platform (PGlite in memory, the generated catalogue) and the production gateway (persisted operations)
 * each run in a process of their own; autocannon drives them from this one.
 *
 *   npm run bench:casino-search   [-- --duration 10 --connections 32 --first 24]
 */
import { createHash } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { measureWithCpu, startPlatformAndGateway } from './servers/child';
import { benchOptions } from './options';

const { duration, connections, first } = benchOptions({ duration: 10, connections: 32, first: 24 });

// What the search modal asks for each result: the card's image, title and provider.
const DOCUMENT = `query BenchCasinoSearch($search: String!, $first: Int!) {
  casinoGames(search: $search, first: $first) {
    totalCount
    edges { node { id title imageUrl hasDemo provider { code name } } }
    pageInfo { endCursor hasNextPage }
  }
}`;
const documentId = createHash('sha256').update(DOCUMENT).digest('hex');
const headers = { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': 'en-US' };
const n = (value: number) => Math.round(value).toLocaleString('en-US');
const loadBefore = loadavg()[0]!;

// BENCH_CPU_PROF=<dir>: both servers write V8 CPU profiles there when they stop.
const { platform, gateway, stopAll } = await startPlatformAndGateway([DOCUMENT]);

type RestPage = { Games: { Title: string; StudioName: string | null }[]; TotalCount: number; EndCursor: string | null; HasNextPage: boolean };

/** The whole catalogue, read page by page from the platform: the terms come from real titles. */
async function catalogue(): Promise<RestPage['Games']> {
  const games: RestPage['Games'] = [];
  let after: string | null = null;
  do {
    const query = new URLSearchParams({ First: '200', ...(after ? { After: after } : {}) });
    const response = await fetch(`${platform.info.url}/api/casino/games?${query}`);
    if (!response.ok) throw new Error(`/api/casino/games answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const page = (await response.json()) as RestPage;
    games.push(...page.Games);
    after = page.HasNextPage ? page.EndCursor : null;
  } while (after);
  return games;
}

/** `count` items spread evenly over a list. */
const pick = <T>(list: T[], count: number) => Array.from({ length: Math.min(count, list.length) }, (_, i) => list[Math.floor((i * list.length) / Math.min(count, list.length))]!);

/** Varied terms, deterministic: whole title words, word beginnings (a player still typing), studios, misses. */
function termsOf(games: RestPage['Games']): string[] {
  const words = [...new Set(games.flatMap((game) => game.Title.toLowerCase().split(/[^a-z0-9]+/)).filter((word) => word.length > 3))].sort();
  const studios = [...new Set(games.map((game) => game.StudioName).filter((studio): studio is string => !!studio && studio.length > 2))].sort();
  const whole = pick(words, 200);
  const prefixes = pick(words, 120).map((word) => word.slice(0, 3 + (word.length % 3)));
  const misses = Array.from({ length: 30 }, (_, i) => `zq${i}x`);
  // Interleaved so every stretch of requests mixes the kinds.
  const all = [whole, prefixes, pick(studios, 50), misses];
  const mixed: string[] = [];
  for (let i = 0; mixed.length < all.reduce((sum, list) => sum + list.length, 0); i++) for (const list of all) if (list[i] !== undefined) mixed.push(list[i]!);
  return mixed;
}

try {
  const games = await catalogue();
  const terms = termsOf(games);
  const body = (term: string) =>
    JSON.stringify({ operationName: 'BenchCasinoSearch', variables: { search: term, first }, extensions: { persistedQuery: { version: 1, sha256Hash: documentId } } });

  // Every term once through the gateway, checked against the platform's answer for it: same hits.
  let hits = 0;
  let empty = 0;
  for (const term of terms) {
    const response = await fetch(gateway.info.url, { method: 'POST', headers, body: body(term) });
    const text = await response.text();
    const answer = JSON.parse(text) as { data?: { casinoGames: { totalCount: number; edges: unknown[] } }; errors?: unknown[] };
    const rest = (await (await fetch(`${platform.info.url}/api/casino/games?${new URLSearchParams({ Search: term, First: String(first) })}`)).json()) as RestPage;
    if (!response.ok || answer.errors || answer.data?.casinoGames.totalCount !== rest.TotalCount) throw new Error(`"${term}": gateway ${response.status} ${text.slice(0, 300)} vs REST ${rest.TotalCount}`);
    hits += rest.TotalCount;
    if (rest.TotalCount === 0) empty++;
  }

  let gatewayNext = 0;
  let restNext = 0;
  const measureGateway = (seconds: number) =>
    autocannon({
      url: gateway.info.url,
      connections,
      duration: seconds,
      requests: [{ method: 'POST', headers, setupRequest: (request) => ({ ...request, body: body(terms[gatewayNext++ % terms.length]!) }) }],
    });
  const measureRest = (seconds: number) =>
    autocannon({
      url: platform.info.url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          headers: { 'accept-language': 'en-US' },
          setupRequest: (request) => ({ ...request, path: `/api/casino/games?${new URLSearchParams({ Search: terms[restNext++ % terms.length]!, First: String(first) })}` }),
        },
      ],
    });

  const measure = (run: (seconds: number) => Promise<autocannon.Result>, what: string) => measureWithCpu([gateway, platform], duration, run, what);

  // A short warm-up of each so both are measured with a hot JIT and warm caches.
  await measureRest(2);
  await measureGateway(2);
  const rest = await measure(measureRest, 'REST');
  const graph = await measure(measureGateway, 'gateway');

  const cpu = (m: typeof rest) =>
    `CPU gateway ${m.cpu[0]!.toFixed(0)}%, platform ${m.cpu[1]!.toFixed(0)}%, autocannon ${m.cpu[2]!.toFixed(0)}%, other processes ${m.cpu[3]!.toFixed(0)}%`;
  const row = (name: string, m: typeof rest) =>
    `${name.padEnd(34)} ${n(m.rps).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   (${n(m.total)} searches)   ${cpu(m)}`;
  console.log(`\ncasino search: the whole catalogue of ${n(games.length)} listed games, ${terms.length} varied terms (${empty} match nothing; ${n(hits / terms.length)} hits per term on average), first ${first}`);
  console.log(`${connections} concurrent connections, ${duration} s each; Node ${process.version}, ${cpus().length} cores; load average (1 min) before the run: ${loadBefore.toFixed(1)}`);
  console.log(row('REST GET /api/casino/games?Search', rest));
  console.log(row('gateway casinoGames(search:)', graph));
  console.log('(CPU: 100% is one core; "other processes" is whatever else ran on the machine meanwhile)');
  console.log(`ratio (gateway ÷ REST): ${(graph.rps / rest.rps).toFixed(2)}× the searches per second; p99 ${(graph.p99 / Math.max(rest.p99, 1)).toFixed(1)}×\n`);
} finally {
  await stopAll();
}
process.exit(0);
