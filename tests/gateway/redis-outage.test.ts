/**
 * Issue 16: with Redis unreachable the gateway printed "[ioredis] Unhandled error event" and a stack 42
 * times in 8 s, and /ready still answered ready while subscriptions could not cross gateways. Now each
 * connection says once that Redis is lost and once that it is back, and /ready answers 503 meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../helpers/logs';
import { startStack, type Stack } from '../helpers/stack';
import { REDIS_SERVER, startRedis } from '../helpers/servers';

const until = async (condition: () => Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.skipIf(!REDIS_SERVER)('Redis going away and coming back (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let stack: Stack;
  let redisUrl: string;
  const ready = async () => {
    const response = await fetch(`${stack.url}/ready`);
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  beforeAll(async () => {
    redis = await startRedis();
    redisUrl = redis.url;
    stack = await startStack({ gateway: { production: false, redisUrl } });
  });
  afterAll(async () => {
    await stack.close();
    await redis.stop();
  });

  it('/ready answers 503 while Redis is down, the loss is logged once per connection, and all is ready again after', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', upstream: 'ok', redis: 'ok' } });
    const logs = captureLogs('warn');
    const warnings = () => logs.lines.filter((line) => line.service === 'gateway' && typeof line.redis === 'string');
    try {
      await redis.stop();
      await until(async () => (await ready()).status === 503);
      expect((await ready()).body).toEqual({ status: 'unavailable', upstream: 'ok', redis: 'unreachable' });
      // Several reconnect attempts fail meanwhile (ioredis retries within 50–2000 ms): each connection says it once.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const lost = warnings().filter((line) => line.msg === 'Redis unreachable; reconnecting');
      expect(lost.length).toBeGreaterThanOrEqual(2);
      expect(new Set(lost.map((line) => line.redis)).size).toBe(lost.length);
      expect(lost.every((line) => ['publish', 'subscribe', 'leader', 'rate limits'].includes(line.redis as string))).toBe(true);
      expect(logs.raw.filter((line) => line.includes('Unhandled error event'))).toEqual([]);

      redis = await startRedis(Number(new URL(redisUrl).port));
      await until(async () => (await ready()).status === 200);
      expect(warnings().filter((line) => line.msg === 'Redis reachable again').length).toBe(lost.length);
    } finally {
      logs.restore();
    }
  });
});
