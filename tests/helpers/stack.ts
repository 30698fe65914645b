import type { AddressInfo } from 'node:net';
import { loadGatewayConfig, type GatewayConfig } from '../../gateway/config';
import { createGatewayServer } from '../../gateway/server';
import { bootPlatform } from '../../platform/boot';
import type { PlatformConfig } from '../../platform/config';
import { servePlatform } from '../../platform/serve';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './database';
import { startRedis } from './servers';

/**
 * The real platform and the real gateway on ephemeral loopback ports, talking
 * HTTP and SSE to each other exactly as in production; the cashier sandbox (simulated payment
 * methods) is on unless a test turns it off.
 */
export async function startStack(
  options: { platform?: Partial<PlatformConfig>; gateway?: Partial<GatewayConfig>; persistedOperations?: Record<string, string> } = {},
) {
  const database = await createTestDatabase();
  const platform = await bootPlatform({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, dataTemplate: database.dataTemplate, releaseHash: 'test-release-1', feed: 'off', cashierSandbox: true, ...options.platform });
  const served = servePlatform(platform, { host: '127.0.0.1', port: options.platform?.port ?? 0 });
  await new Promise((resolve) => served.server.once('listening', resolve));
  const platformUrl = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}`;

  // No web app and no server render unless a test asks for them (e2e): the API tests must not depend on a build.
  const gatewayConfig: GatewayConfig = { ...loadGatewayConfig({}), upstreamUrls: [platformUrl], webDist: '', webServerEntry: '', metricsToken: TEST_METRICS_TOKEN, ...options.gateway };
  const gateway = createGatewayServer(gatewayConfig, options.persistedOperations ? { persistedOperations: options.persistedOperations } : {});
  // Loopback unless a test asks for another address (0.0.0.0: reached over a non-loopback interface).
  const port = await gateway.listen(options.gateway?.port ?? 0, options.gateway?.host ?? '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;

  let platformRunning = true;
  const stopPlatform = async () => {
    if (!platformRunning) return;
    platformRunning = false;
    await served.stop(0);
  };

  return {
    url,
    graphqlUrl: `${url}/graphql`,
    platformUrl,
    platform,
    gateway,
    /** The gateway's settings (a test starts another gateway beside it with some changed). */
    gatewayConfig,
    /** Takes the platform away while the gateway keeps running (outage tests). */
    stopPlatform,
    async close() {
      await gateway.close();
      await stopPlatform();
      await database.release();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/** The METRICS_TOKEN of a test stack (unless a test sets its own): /metrics is off without one. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789';

/** The gateway's Prometheus metrics, fetched as the scraper does (with the bearer token). */
export async function metricsText(stack: Pick<Stack, 'url'>, token = TEST_METRICS_TOKEN): Promise<string> {
  const response = await fetch(`${stack.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/** A GraphQL request as a browser on our own site sends it. */
export async function graphql<T = Record<string, unknown>>(
  stack: Stack,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as never;
}

/**
 * For a describe block: one Redis, the test stack's gateway on it, and a second gateway on the same
 * Redis and platform (several gateways behind a load balancer). Fields are set once beforeAll ran.
 */
export function twoGatewaysOnRedis() {
  const suite = {} as { redisUrl: string; stack: Stack; second: ReturnType<typeof createGatewayServer>; secondUrl: string };
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis();
    suite.redisUrl = redis.url;
    suite.stack = await startStack({ gateway: { production: false, redisUrl: redis.url } });
    suite.second = createGatewayServer({ ...loadGatewayConfig({}), production: false, upstreamUrls: [suite.stack.platformUrl], redisUrl: redis.url, webDist: '' });
    suite.secondUrl = `http://127.0.0.1:${await suite.second.listen(0, '127.0.0.1')}/graphql`;
  });
  afterAll(async () => {
    await suite.second.close();
    await suite.stack.close();
    await redis.stop();
  });
  return suite;
}
