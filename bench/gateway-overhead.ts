/**
 * What the gateway costs per request: a trivial persisted GraphQL query through
 * the production gateway (CSRF check, Armor, persisted-operation lookup, parse,
 * validate, execute, metrics) against a raw node:http handler that parses the
 * same JSON body and answers the same JSON, measured in the same run.
 *
 *   npm run bench:gateway-overhead   [-- --duration 10 --connections 32]
 */
import { createHash } from 'node:crypto';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { spawnServer } from './servers/spawn';
import { benchOptions } from './options';

const { duration, connections } = benchOptions({ duration: 10, connections: 32 });

const DOCUMENT = 'query Trivial { __typename }';
const ID = createHash('sha256').update(DOCUMENT).digest('hex');
const body = JSON.stringify({ operationName: 'Trivial', extensions: { persistedQuery: { version: 1, sha256Hash: ID } } });
const headers = { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' };

// Each server runs in a process of its own; autocannon drives them from this one.
const raw = await spawnServer('bench/servers/raw.ts');
const gatewayServer = await spawnServer('bench/servers/gateway.ts', [JSON.stringify([DOCUMENT])]);

async function measure(url: string) {
  // A short warm-up so both sides are measured with a hot JIT.
  await autocannon({ url, method: 'POST', headers, body, connections, duration: 2 });
  const result = await autocannon({ url, method: 'POST', headers, body, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

const check = await (await fetch(gatewayServer.info.url, { method: 'POST', headers, body })).json();
if (JSON.stringify(check) !== '{"data":{"__typename":"Query"}}') throw new Error(`unexpected gateway answer ${JSON.stringify(check)}`);

const baseline = await measure(raw.info.url);
const gateway = await measure(gatewayServer.info.url);

const row = (name: string, m: typeof baseline) =>
  `${name.padEnd(22)} ${m.rps.toFixed(0).padStart(9)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   (${m.total} requests)`;
console.log(`\ngateway overhead: ${connections} connections, ${duration} s each, Node ${process.version}, ${cpus().length} cores`);
console.log(row('raw node:http', baseline));
console.log(row('gateway { __typename }', gateway));
console.log(`ratio: gateway throughput is ${(gateway.rps / baseline.rps).toFixed(2)}× the raw handler; p99 ${(gateway.p99 / Math.max(baseline.p99, 1)).toFixed(1)}×\n`);

await raw.stop();
await gatewayServer.stop();
process.exit(0);
