/**
 * A gateway with several platforms (UPSTREAM_URL a list): a refused connection goes on to the next
 * platform, whatever the method, and the refusing one is passed over for a while; a request that
 * reached a platform and failed there is never sent twice.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWN_MS, platformsOf } from '../../gateway/upstream/platforms';
import { freePort } from '../helpers/servers';

const received: { server: string; method: string; path: string; body: string }[] = [];
let healthy: Server;
let resetting: Server;
let healthyUrl: string;
let resettingUrl: string;
let deadUrl: string;

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)));

function recording(name: string, answer: (response: import('node:http').ServerResponse) => void) {
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ server: name, method: request.method!, path: request.url!, body });
      answer(response);
    });
  });
}

beforeAll(async () => {
  healthy = recording('healthy', (response) => response.end('ok'));
  // Takes the request, then drops the connection without an answer (a platform killed mid-request).
  resetting = recording('resetting', (response) => response.socket?.destroy());
  [healthyUrl, resettingUrl] = await Promise.all([listen(healthy), listen(resetting)]);
  deadUrl = `http://127.0.0.1:${await freePort()}`; // nothing listens there
});

afterAll(() => {
  healthy.close();
  resetting.close();
});

describe('the platforms a gateway calls', () => {
  it('sends a call the first platform refused to the next, body and all, and keeps trying it again later', async () => {
    let now = 1_000_000;
    const platforms = platformsOf([deadUrl, healthyUrl], () => now);
    received.length = 0;
    const response = await platforms.fetch('/api/bets?x=1', { method: 'POST', body: '{"stake":"1.00"}', headers: { 'content-type': 'application/json' } });
    expect(await response.text()).toBe('ok');
    expect(received).toEqual([{ server: 'healthy', method: 'POST', path: '/api/bets?x=1', body: '{"stake":"1.00"}' }]);

    // Still refused after DOWN_MS, when the preferred platform is tried again: the call still lands.
    now += DOWN_MS + 1;
    expect(await (await platforms.fetch('/health')).text()).toBe('ok');
    expect(received.map((request) => request.server)).toEqual(['healthy', 'healthy']);
  });

  it('never sends twice a request that reached a platform: a reset mid-request is the caller\'s to handle', async () => {
    const platforms = platformsOf([resettingUrl, healthyUrl]);
    received.length = 0;
    await expect(platforms.fetch('/api/bets', { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(received.map((request) => request.server)).toEqual(['resetting']);
  });

  it('reads again from the next platform when a GET failed on the way: reading twice changes nothing', async () => {
    const platforms = platformsOf([resettingUrl, healthyUrl]);
    received.length = 0;
    expect(await (await platforms.fetch('/api/tickets/7')).text()).toBe('ok');
    expect(received.map((request) => request.server)).toEqual(['resetting', 'healthy']);
  });

  it('fails when every platform refuses', async () => {
    const platforms = platformsOf([deadUrl, `http://127.0.0.1:${await freePort()}`]);
    await expect(platforms.fetch('/health')).rejects.toThrow();
  });
});
