import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveProxy } from '../../gateway/proxy';
import { platformsOf } from '../../gateway/upstream/platforms';

/**
 * Issue 14 §1, the second half: an upstream answer that stalls after its headers made the media
 * passthrough's body read time out outside its error handler, and the unhandled rejection ended the
 * gateway. The upstream here is a socket that sends headers and half a body, then nothing: a network
 * fault, not a stand-in for any platform logic.
 */
let stalling: Server;
let gateway: Server;
let gatewayUrl: string;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => void uncaught.push(error);

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  stalling = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': '1000' });
    response.write('<svg');
  });
  const upstreamUrl = await listen(stalling);
  gateway = createServer((request, response) => {
    void serveProxy({ platforms: platformsOf([upstreamUrl]), upstreamTimeoutMs: 500, trustProxy: false }, request, response).then((handled) => {
      if (!handled) {
        response.writeHead(404);
        response.end();
      }
    });
  });
  gatewayUrl = await listen(gateway);
  process.on('unhandledRejection', onUncaught);
  process.on('uncaughtException', onUncaught);
});
afterAll(() => {
  process.off('unhandledRejection', onUncaught);
  process.off('uncaughtException', onUncaught);
  stalling.closeAllConnections();
  stalling.close();
  gateway.closeAllConnections();
  gateway.close();
});

describe('a stalled upstream answer', () => {
  it.each(['/media/logos/Arsenal.svg', '/games/slot/abcdefgh12345678'])('%s a 502, or an answer cut short, after the time-out; nothing escapes the handler', async (path) => {
    const response = await fetch(`${gatewayUrl}${path}`).catch((error: Error) => error);
    // Media is read whole first (a clean 502); a streamed answer is cut short instead.
    // Not `instanceof Response`: @hono/node-server puts its own Response class on globalThis once any file of
    // the worker has served with it, and fetch's answers are not of that class.
    if (path.startsWith('/media/')) expect(response instanceof Error ? response : response.status).toBe(502);
    else if (!(response instanceof Error)) await expect(response.text()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(uncaught).toEqual([]);
  });
});
