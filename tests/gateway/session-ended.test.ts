/**
 * Support ends a player's session (issue 18, Players): the page holding that session hears
 * `sessionEnded` at once and the gateway refuses the session on the very next request (no cache stands
 * in the way); the player's other session hears nothing until support locks the account, which ends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction';
import { startSession } from '../../platform/account/sessions';
import { createTestPlayer } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import { firstResults, wsClient } from '../helpers/ws';

let stack: Stack;
let support: TestStaff;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
  support = await signedInStaff(stack.platform.database.db, { request: (path, init) => fetch(`${stack.platformUrl}${path}`, init) }, ['support']);
});
afterAll(() => stack.close());

const viewerOf = async (cookie: string) => {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie },
    body: JSON.stringify({ query: '{ viewer { id } }' }),
  });
  return ((await response.json()) as { data: Json }).data.viewer;
};
const staffPost = (path: string, body?: unknown) =>
  fetch(`${stack.platformUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...support.headers }, ...(body ? { body: JSON.stringify(body) } : {}) });

const ENDED = `subscription { sessionEnded { __typename ... on SessionEnded { reason } ... on Error { code } } }`;

describe('Subscription.sessionEnded', () => {
  it('tells only the page whose session support ended, which the gateway refuses at once; locking ends the other', async () => {
    const db = stack.platform.database.db;
    const player = await createTestPlayer(db, stack.platform.config);
    const other = await inTransaction(db, (tx) => startSession(tx, stack.platform.config, player.userId, false, { ip: '198.51.100.9', userAgent: 'Second tab' }));
    const [cookieA, cookieB] = [`og_session=${player.token}`, `og_session=${other.token}`];
    const [clientA, clientB] = [wsClient(stack.graphqlUrl, { cookie: cookieA }), wsClient(stack.graphqlUrl, { cookie: cookieB })];
    try {
      const tabA = firstResults<{ data: Json }>(clientA, { query: ENDED }, 1);
      const tabB = firstResults<{ data: Json }>(clientB, { query: ENDED }, 1);
      await Promise.all([tabA.subscribed, tabB.subscribed]);
      expect(await viewerOf(cookieA)).not.toBeNull();

      const sessionA = await db.selectFrom('sessions').select('id').where('user_id', '=', player.userId).where('user_agent', '=', 'cashier-test').executeTakeFirstOrThrow();
      expect((await staffPost(`/api/backoffice/players/${player.userId}/sessions/${sessionA.id}/end`)).status).toBe(200);
      expect((await tabA.done).map((r) => r.data.sessionEnded)).toEqual([{ __typename: 'SessionEnded', reason: 'ENDED' }]);
      expect(await viewerOf(cookieA)).toBeNull();
      expect(await viewerOf(cookieB)).not.toBeNull();

      // B heard nothing of A's ending: its first event is the lock's.
      expect((await staffPost(`/api/backoffice/players/${player.userId}/lock`, { Locked: true, Reason: 'Takeover suspected' })).status).toBe(200);
      expect((await tabB.done).map((r) => r.data.sessionEnded)).toEqual([{ __typename: 'SessionEnded', reason: 'LOCKED' }]);
      expect(await viewerOf(cookieB)).toBeNull();
    } finally {
      await Promise.all([clientA.dispose(), clientB.dispose()]);
    }
  });
});
