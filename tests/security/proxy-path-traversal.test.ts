import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack';

/**
 * Issue 14 §1: the gateway's passthroughs (media, cashier sandbox, game pages) must reach only their own
 * platform routes. Dot segments, raw or percent-encoded, are sent exactly as an attacker's curl
 * --path-as-is sends them: fetch() would normalise them away before they left the test.
 */
let stack: Stack;

beforeAll(async () => {
  // A short upstream time-out: the SSE route /api/events never ends, so reaching it times the read out.
  stack = await startStack({ gateway: { upstreamTimeoutMs: 1500 } });
});
afterAll(() => stack?.close());

function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`no answer for ${path}`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('gateway proxies: path traversal to other platform routes', () => {
  it.each([
    '/media/logos/../../../health',
    '/media/logos/%2e%2e/%2e%2e/%2e%2e/health',
    '/media/logos/%2E%2E/%2E%2E/%2E%2E/health',
    '/media/logos/.%2e/.%2e/.%2e/health',
    '/media/logos/..%2f..%2f..%2fhealth',
    '/media/streams/../../../health',
    '/media/streams/1/../../../../health',
    '/media/casino/%2e%2e/%2e%2e/%2e%2e/health',
    '/api/cashier/sandbox/%2e%2e/%2e%2e/%2e%2e/health',
    '/games/api/%2e%2e/%2e%2e/%2e%2e/health',
    '/games/slots/%2e%2e%2f%2e%2e%2f%2e%2e%2fhealth',
  ])('%s does not answer the platform health check', async (path) => {
    const { status, body } = await rawGet(path);
    expect(body).not.toMatch(/"status"\s*:\s*"ok"/);
    expect(body).not.toContain('"database"');
    expect(status).not.toBe(200);
  });

  it('a traversal to the never-ending event stream answers, and the gateway stays up', async () => {
    const { status } = await rawGet('/media/logos/%2e%2e/%2e%2e/events');
    expect(status).toBeGreaterThanOrEqual(400);
    // Past the upstream time-out: an unhandled read error would have ended the process by now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await fetch(`${stack.url}/health`)).status).toBe(200);
  });

  it('still serves what the media routes are for', async () => {
    const crest = await fetch(`${stack.url}/media/logos/${encodeURIComponent('Real Madrid')}.svg`);
    expect(crest.status).toBe(200);
    expect(crest.headers.get('content-type')).toContain('image/svg+xml');
    expect(crest.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await crest.text()).toContain('aria-label="Real Madrid"');
    const accented = await fetch(`${stack.url}/media/logos/${encodeURIComponent('Atlético Mineiro')}.svg`);
    expect(await accented.text()).toContain('Atlético Mineiro');
    expect((await fetch(`${stack.url}/media/streams/1`)).headers.get('content-type')).toContain('text/html');
  });
});
