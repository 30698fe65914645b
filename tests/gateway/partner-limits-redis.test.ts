/**
 * Issue 16 §5: partner rate limits lived in each gateway's memory, so N gateways allowed a key N times its
 * limit. With REDIS_URL the buckets live in Redis: a key's limit holds across gateways.
 */
import { describe, expect, it } from 'vitest';
import { createPartnerKey } from '../helpers/partners';
import { REDIS_SERVER } from '../helpers/servers';
import { twoGatewaysOnRedis } from '../helpers/stack';

const query = (url: string, key: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: '{ sports { id } }' }) }).then((r) => r.status);

describe.skipIf(!REDIS_SERVER)('a partner key behind two gateways sharing Redis', () => {
  const suite = twoGatewaysOnRedis();

  it('allows the key its limit once in all, not once per gateway', async () => {
    // 12 a minute: a token comes back every 5 s, so a burst of 30 spread over both gateways gets 12 (13 at most).
    const { key } = await createPartnerKey(suite.stack, ['catalogue:read'], { rateLimitPerMinute: 12 });
    const started = Date.now();
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => query(i % 2 === 0 ? suite.stack.graphqlUrl : suite.secondUrl, key)));
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(12);
    expect(allowed).toBeLessThanOrEqual(12 + Math.ceil((Date.now() - started) / 5000));
    expect(statuses.filter((status) => status === 429).length).toBe(30 - allowed);
  });
});
