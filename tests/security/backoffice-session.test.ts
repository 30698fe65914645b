/**
 * Attacks on the back office's session (issue 18): the staff cookie is the most valuable one the site
 * sets. A page of another site can neither post to /backoffice/graphql with it (CSRF prevention) nor
 * open its WebSocket (Origin check); the socket reads the staff session and nothing else — a partner's
 * key in the connection payload is refused, a player's cookie is nobody; and the staff cookie rides only
 * /backoffice requests, by its path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import { createTestPlayer } from '../helpers/cashier';
import { createPartnerKey } from '../helpers/partners';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

let stack: Stack;
let staffCookie = '';
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  const made = (await createStaff(stack.platform.database.db, { username: 'victim-admin', email: 'victim@staff.test', roles: ['admin'] }, null))!;
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' },
    body: JSON.stringify({ query: 'mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }', variables: { u: made.username, p: made.password, c: staffCode(made.totpSecret) } }),
  });
  staffCookie = response.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(() => stack?.close());

const backofficeUrl = () => `${stack.url}${BACKOFFICE_GRAPHQL}`;
const LOCK = 'mutation { backoffice { updateStaff(id: "U3RhZmZNZW1iZXI6MQ==", locked: true, reason: "pwned") { __typename } } }';

describe('cross-site requests with the staff cookie', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('a POST as %s is refused and changes nothing', async (_name, headers) => {
    const audits = await stack.platform.database.db.selectFrom('audit_log').select('id').execute();
    const response = await fetch(backofficeUrl(), { method: 'POST', headers: { ...headers, cookie: staffCookie, origin: 'https://evil.example' }, body: JSON.stringify({ query: LOCK }) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await stack.platform.database.db.selectFrom('audit_log').select('id').execute()).toEqual(audits);
  });

  it('a GET never runs a back-office mutation', async () => {
    const response = await fetch(`${backofficeUrl()}?query=${encodeURIComponent(LOCK)}`, { headers: { cookie: staffCookie } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await stack.platform.database.db.selectFrom('staff').select('locked_at').where('username', '=', 'victim-admin').executeTakeFirstOrThrow()).locked_at).toBeNull();
  });
});

describe("the back office's WebSocket", () => {
  const ME = 'query { backoffice { me { userName } } }';

  it('from a foreign origin is refused even with the staff cookie', async () => {
    const client = wsClient(backofficeUrl(), { origin: 'https://evil.example', cookie: staffCookie });
    await expect(firstResults(client, { query: ME }).done).rejects.toBeTruthy();
    await client.dispose();
  });

  it('reads the staff session from our own origin (the control)', async () => {
    const client = wsClient(backofficeUrl(), { origin: stack.url, cookie: staffCookie });
    const [result] = await firstResults<{ data: { backoffice: { me: { userName: string } } } }>(client, { query: ME }).done;
    expect(result?.data.backoffice.me.userName).toBe('victim-admin');
    await client.dispose();
  });

  it("refuses a partner's key, and a player's cookie is nobody there", async () => {
    const { key } = await createPartnerKey(stack, ['catalogue:read']);
    const partner = wsClient(backofficeUrl(), { authorization: `Bearer ${key}` });
    await expect(firstResults(partner, { query: ME }).done).rejects.toBeTruthy();
    await partner.dispose();
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    const client = wsClient(backofficeUrl(), { origin: stack.url, cookie: `og_session=${player.token}` });
    const [result] = await firstResults<{ errors?: { extensions?: { code?: string } }[] }>(client, { query: ME }).done;
    expect(result?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await client.dispose();
  });
});
