import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/config';
import { startStack, type Stack } from '../helpers/stack';

/**
 * Issue 14 §5: the gateway answered any Origin, "null" included, with Access-Control-Allow-Origin set to
 * it and Access-Control-Allow-Credentials: true, so any site could read a signed-in player's data with
 * the player's cookie. CORS is off except for the CORS_ORIGINS allow-list.
 */
const PARTNER = 'https://partner.example';
const VIEWER = JSON.stringify({ query: '{ viewer { username } }' });

async function fromOrigin(stack: Stack, origin: string, method: 'POST' | 'OPTIONS' = 'POST') {
  return fetch(stack.graphqlUrl, {
    method,
    headers:
      method === 'POST'
        ? { origin, 'content-type': 'application/json', 'x-oddsgate-csrf': '1' }
        : { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-oddsgate-csrf' },
    ...(method === 'POST' ? { body: VIEWER } : {}),
  });
}

describe('CORS with no allow-list (the default)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it.each(['https://evil.example', 'null', 'http://127.0.0.1.evil.example'])('a request from Origin %s gets no CORS grant', async (origin) => {
    for (const method of ['POST', 'OPTIONS'] as const) {
      const response = await fromOrigin(stack, origin, method);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('the site itself still works (same origin needs no CORS)', async () => {
    const response = await fromOrigin(stack, stack.url);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: null } });
  });
});

describe('CORS_ORIGINS', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ gateway: { corsOrigins: [PARTNER, 'https://other-partner.example'] } });
  });
  afterAll(() => stack?.close());

  it('grants a listed origin, with credentials, on the preflight and the request', async () => {
    const preflight = await fromOrigin(stack, PARTNER, 'OPTIONS');
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const response = await fromOrigin(stack, PARTNER);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it.each(['https://evil.example', 'null', `${PARTNER}.evil.example`])('still refuses %s', async (origin) => {
    const response = await fromOrigin(stack, origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('is validated at start: origins only (scheme and host), comma-separated', () => {
    expect(loadGatewayConfig({}).corsOrigins).toEqual([]);
    expect(loadGatewayConfig({ CORS_ORIGINS: ' https://a.example , http://localhost:5173 ' }).corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => loadGatewayConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadGatewayConfig({ CORS_ORIGINS: 'null' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadGatewayConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
  });
});
