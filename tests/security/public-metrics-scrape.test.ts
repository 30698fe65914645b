import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/config';
import { type Stack, startStack } from '../helpers/stack';

/**
 * Issue 14 §12a: the gateway served Prometheus metrics on its public port to anyone (operation counts,
 * upstream paths and timings, the open WebSockets). /metrics now takes `Authorization: Bearer
 * <METRICS_TOKEN>`, and without METRICS_TOKEN it is off (404).
 */
const TOKEN = 'scrape-secret-0123456789';

describe('/metrics with METRICS_TOKEN set', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ gateway: { metricsToken: TOKEN } });
  });
  afterAll(() => stack?.close());

  it.each([
    ['no Authorization', {}],
    ['a wrong token', { authorization: 'Bearer scrape-secret-0123456788' }],
    ['a prefix of the token', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token longer', { authorization: `Bearer ${TOKEN}x` }],
    ['the token without the Bearer scheme', { authorization: TOKEN }],
    ['the token as Basic credentials', { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }],
  ])('%s: 401 and no metrics', async (_name, headers: Record<string, string>) => {
    const response = await fetch(`${stack.url}/metrics`, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.text()).not.toMatch(/oddsgate_/);
  });

  it('the token as a bearer credential: the metrics', async () => {
    const response = await fetch(`${stack.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/oddsgate_/);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ gateway: { metricsToken: undefined } });
  });
  afterAll(() => stack?.close());

  it('is off: 404, even with a bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer anything' }] as Record<string, string>[]) {
      const response = await fetch(`${stack.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/oddsgate_/);
    }
  });
});

describe('METRICS_TOKEN values', () => {
  it('unset or empty: off', () => {
    expect(loadGatewayConfig({}).metricsToken).toBeUndefined();
    expect(loadGatewayConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it.each(['short', 'sixteen chars ok', `${'x'.repeat(20)}\u00e9`])('%j (too short, a space, not ASCII) stops the gateway with one line', (value) => {
    expect(() => loadGatewayConfig({ METRICS_TOKEN: value })).toThrow(/METRICS_TOKEN/);
  });
});
