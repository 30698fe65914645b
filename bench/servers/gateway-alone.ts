/**
 * The production gateway alone in a process of its own, in front of a platform running elsewhere
 * (argv[2]: its URL), with extra persisted documents (argv[3]: a JSON list), as `npm start` runs it
 * in production: persisted operations only, the graphql-ws endpoint, the SSE consumer, no Redis.
 */
import { createHash } from 'node:crypto';
import { loadGatewayConfig } from '../../gateway/config';
import { loadPersistedOperations } from '../../gateway/persisted';
import { createGatewayServer } from '../../gateway/server';
import type { PlatformEvents } from '../../gateway/upstream/platform-events';
import { fanoutProbe } from './fanout-probe';

const upstreamUrl = process.argv[2];
if (!upstreamUrl) throw new Error('usage: gateway-alone.ts <platform url> [documents json]');
const documents = JSON.parse(process.argv[3] ?? '[]') as string[];
const persistedOperations = { ...loadPersistedOperations(), ...Object.fromEntries(documents.map((d) => [createHash('sha256').update(d).digest('hex'), d])) };

const gateway = createGatewayServer({ ...loadGatewayConfig({}), upstreamUrls: [upstreamUrl], redisUrl: undefined, production: true, webDist: '' }, { persistedOperations });

/**
 * Instrumentation: when each odds change reached this gateway from the platform's event stream (the
 * consumer publishes every event to PubSub before splitting it per match). The rest untouched.
 */
const probe = fanoutProbe();
const publish = gateway.pubsub.publish.bind(gateway.pubsub);
gateway.pubsub.publish = ((topic: string, ...args: unknown[]) => {
  if (topic === 'odds.changed') probe.arrived((args[0] as PlatformEvents['odds.changed']).matches);
  return (publish as (topic: string, ...rest: unknown[]) => void)(topic, ...args);
}) as typeof gateway.pubsub.publish;

const port = await gateway.listen(0, '127.0.0.1');
probe.serve({ url: `http://127.0.0.1:${port}/graphql`, wsUrl: `ws://127.0.0.1:${port}/graphql` }, () => gateway.close());
