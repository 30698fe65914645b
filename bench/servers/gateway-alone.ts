/**
 * The production gateway alone in a process of its own, in front of a platform running elsewhere
 * (argv[2]: its URL), with extra persisted documents (argv[3]: a JSON list), as `npm start` runs it
 * in production: persisted operations only, the graphql-ws endpoint, the SSE consumer, no Redis.
 */
import { createHash } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadGatewayConfig } from '../../gateway/config';
import { loadPersistedOperations } from '../../gateway/persisted';
import { createGatewayServer } from '../../gateway/server';
import type { PlatformEvents } from '../../gateway/upstream/platform-events';
import { cpuMs, monotonicMs, serveParent } from './child';
import { seqOf } from './feed';

const upstreamUrl = process.argv[2];
if (!upstreamUrl) throw new Error('usage: gateway-alone.ts <platform url> [documents json]');
const documents = JSON.parse(process.argv[3] ?? '[]') as string[];
const persistedOperations = { ...loadPersistedOperations(), ...Object.fromEntries(documents.map((d) => [createHash('sha256').update(d).digest('hex'), d])) };

const gateway = createGatewayServer({ ...loadGatewayConfig({}), upstreamUrl, redisUrl: undefined, production: true, webDist: '' }, { persistedOperations });

/**
 * Instrumentation: when each odds change reached this gateway from the platform's event stream (the
 * consumer publishes every event to PubSub before splitting it per match), so the bench can tell the
 * platform's share of the latency from the fan-out's. One timestamp per event; the rest untouched.
 */
const arrivals = { matchIds: [] as number[], seqs: [] as number[], times: [] as number[] };
const publish = gateway.pubsub.publish.bind(gateway.pubsub);
gateway.pubsub.publish = ((topic: string, ...args: unknown[]) => {
  if (topic === 'odds.changed') {
    const now = monotonicMs();
    for (const match of (args[0] as PlatformEvents['odds.changed']).matches) {
      for (const { odd } of match.odds) {
        if (odd.Key !== 'home' || odd.Price === null) continue;
        arrivals.matchIds.push(match.matchId);
        arrivals.seqs.push(seqOf(odd.Price));
        arrivals.times.push(now);
      }
    }
  }
  return (publish as (topic: string, ...rest: unknown[]) => void)(topic, ...args);
}) as typeof gateway.pubsub.publish;

const port = await gateway.listen(0, '127.0.0.1');
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let utilization = performance.eventLoopUtilization();

serveParent(
  { url: `http://127.0.0.1:${port}/graphql`, wsUrl: `ws://127.0.0.1:${port}/graphql` },
  {
    stats: () => {
      const elu = performance.eventLoopUtilization(utilization);
      utilization = performance.eventLoopUtilization();
      const stats = { cpuMs: cpuMs(), rssMb: process.memoryUsage().rss / 2 ** 20, loopSamples: loop.count, loopP99Ms: loop.percentile(99) / 1e6, loopMaxMs: loop.max / 1e6, loopBusy: elu.utilization };
      loop.reset();
      return stats;
    },
    arrivals: () => ({ matchIds: Int32Array.from(arrivals.matchIds), seqs: Int32Array.from(arrivals.seqs), times: Float64Array.from(arrivals.times) }),
  },
  () => gateway.close(),
);
