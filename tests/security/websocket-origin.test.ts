/**
 * Attack family 2, cross-site WebSocket hijacking: a page of another site opens graphql-ws to our
 * gateway; the browser adds the player's cookie and the page's Origin. Browsers apply no CORS to
 * WebSockets, so the server must refuse the upgrade itself (server.ts sameOrigin): a foreign Origin,
 * the opaque "null" (sandboxed iframes, file: pages) and look-alike hosts get 403; our own Origin works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';
import { attacker } from './attack-helpers';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
});
afterAll(() => stack?.close());

/** The HTTP status of the upgrade (101 when the socket opened). */
function upgrade(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(stack.graphqlUrl.replace(/^http/, 'ws'), 'graphql-transport-ws', { headers });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      resolve(101);
      socket.close();
    });
    socket.once('error', (error) => reject(error));
  });
}

const host = () => new URL(stack.url).host;
const VIEWER = 'query { viewer { id username } }';

describe('the graphql-ws upgrade', () => {
  it.each([
    ['a foreign site', 'https://evil.example'],
    ['the opaque null origin', 'null'],
    ['a look-alike host with our host as prefix', `http://${'127.0.0.1'}.evil.example`],
    ['our host as a subdomain of another', `http://${'127.0.0.1'}:1.evil.example`],
    ['garbage', 'not a url'],
  ])('from %s is refused with 403 (cookie or not)', async (_name, origin) => {
    const victim = await attacker(stack);
    expect(await upgrade({ origin })).toBe(403);
    expect(await upgrade({ origin, cookie: victim.cookie })).toBe(403);
  });

  it("a foreign page's client never reads the viewer of the cookie it rides", async () => {
    const victim = await attacker(stack);
    const client = wsClient(stack.graphqlUrl, { origin: 'https://evil.example', cookie: victim.cookie });
    await expect(firstResults(client, { query: VIEWER }).done).rejects.toBeTruthy();
    await client.dispose();
  });

  it('on another path than /graphql is refused even from our origin', async () => {
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/api/events`, { headers: { origin: stack.url } });
      socket.once('unexpected-response', (_q, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => resolve(101));
      socket.once('error', () => resolve(-1));
    });
    expect(refused).toBe(403);
  });

  it('from our own origin is accepted, and the player reads their own viewer (the control)', async () => {
    expect(host()).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await upgrade({ origin: stack.url })).toBe(101);
    const player = await attacker(stack);
    const client = wsClient(stack.graphqlUrl, { origin: stack.url, cookie: player.cookie });
    const [result] = await firstResults<{ data: { viewer: { id: string } } }>(client, { query: VIEWER }).done;
    expect(result?.data.viewer.id).toBeTruthy();
    await client.dispose();
  });
});
