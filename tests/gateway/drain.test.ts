/**
 * Issue 16 §6: a gateway told to stop cut the requests under way (closeAllConnections at once) and gave
 * WebSocket clients no hint. Now it stops taking connections, tells subscribers to reconnect elsewhere
 * (1012, service restart), lets requests under way finish within the grace, and cuts only what is left.
 * A request is kept under way by holding a lock on the table it reads, in a transaction of the test.
 */
import { describe, expect, it } from 'vitest';
import { holdReleaseLock } from '../helpers/database';
import { startStack } from '../helpers/stack';
import { wsClient } from '../helpers/ws';

const RELEASE = { query: '{ release { hash } }' };
const post = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' }, body: JSON.stringify(RELEASE) }).then(
    async (response) => ({ status: response.status, body: await response.json() }),
    (error: Error) => ({ status: 0, body: error.message }),
  );

describe('stopping the gateway', () => {
  it('lets a request under way finish, tells subscribers to reconnect (1012), and takes no new connection', async () => {
    const stack = await startStack({ gateway: { production: false } });
    try {
      const closed = new Promise<number>((resolve) => {
        const client = wsClient(stack.graphqlUrl);
        client.on('closed', (event) => resolve((event as { code: number }).code));
        client.subscribe({ query: 'subscription { releasePublished { hash } }' }, { next: () => {}, error: () => {}, complete: () => {} });
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { held } = await holdReleaseLock(stack.platform.database.db, 1500);
      const underWay = post(stack.graphqlUrl);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stack.gateway.inFlight()).toBe(1);

      const started = Date.now();
      const stopping = stack.gateway.close(10_000);
      expect(await closed).toBe(1012);
      expect((await post(stack.graphqlUrl)).status).toBe(0);
      expect(await underWay).toEqual({ status: 200, body: { data: { release: { hash: 'test-release-1' } } } });
      await stopping;
      // It waited for the request (about 1.3 s more), not for the grace (10 s).
      expect(Date.now() - started).toBeLessThan(5000);
      await held.catch(() => {});
    } finally {
      await stack.close();
    }
  });

  it('cuts a request still running when the grace is over', async () => {
    const stack = await startStack({ gateway: { production: false } });
    try {
      const { held } = await holdReleaseLock(stack.platform.database.db, 3000);
      const underWay = post(stack.graphqlUrl);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      await stack.gateway.close(500);
      expect(Date.now() - started).toBeLessThan(2500);
      expect((await underWay).status).toBe(0);
      await held.catch(() => {});
    } finally {
      await stack.close();
    }
  });
});
