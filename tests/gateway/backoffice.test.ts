/**
 * The back office through the gateway (issue 18): staff sign in on /backoffice/graphql only, their cookie
 * is scoped to /backoffice, and the `backoffice` root answers a staff session and nothing else — not a
 * player's session, not a partner's key, not a staff cookie sent to the players' endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import { createTestPlayer } from '../helpers/cashier';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(path: string, query: string, variables: Record<string, unknown> = {}, cookie = ''): Promise<{ body: Answer; setCookie: string | null }> {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as Answer, setCookie: response.headers.get('set-cookie') };
}

const SIGN_IN = `mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename ... on StaffMember { userName roles } ... on Error { code message } } }`;

async function staff(roles: Parameters<typeof createStaff>[1]['roles'], name: string) {
  const made = (await createStaff(stack.platform.database.db, { username: name, email: `${name}@staff.test`, roles }, null))!;
  return made;
}

describe('staff sign-in', () => {
  it('signs in on the back-office endpoint with a cookie scoped to /backoffice, and reads backoffice.me', async () => {
    const made = await staff(['payments'], 'gw-payments');
    const { body, setCookie } = await post(BACKOFFICE_GRAPHQL, SIGN_IN, { u: made.username, p: made.password, c: staffCode(made.totpSecret) });
    expect(body.data?.staffSignIn).toEqual({ __typename: 'StaffMember', userName: 'gw-payments', roles: ['payments'] });
    expect(setCookie).toMatch(/^og_staff=[^;]+; Path=\/backoffice; HttpOnly; SameSite=Strict/);
    const cookie = setCookie!.split(';')[0]!;
    const me = await post(BACKOFFICE_GRAPHQL, '{ backoffice { me { userName } } staffViewer { userName } }', {}, cookie);
    expect(me.body.data).toEqual({ backoffice: { me: { userName: 'gw-payments' } }, staffViewer: { userName: 'gw-payments' } });
    // The role table: payments may not read the staff list or the audit log.
    const refused = await post(BACKOFFICE_GRAPHQL, '{ backoffice { staff { userName } } }', {}, cookie);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toBe('You are not allowed to do that.');
  });

  it('a wrong code is refused, and the fifth locks the account (a right code then does not help)', async () => {
    const made = await staff(['support'], 'gw-locking');
    const wrong = staffCode(made.totpSecret, 5);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const { body } = await post(BACKOFFICE_GRAPHQL, SIGN_IN, { u: made.username, p: made.password, c: wrong });
      expect(body.data?.staffSignIn).toMatchObject({ __typename: 'AuthError', code: 'TWO_FACTOR_INVALID' });
    }
    const fifth = await post(BACKOFFICE_GRAPHQL, SIGN_IN, { u: made.username, p: made.password, c: wrong });
    expect(fifth.body.data?.staffSignIn).toMatchObject({ __typename: 'AuthError', code: 'ACCOUNT_LOCKED' });
    const right = await post(BACKOFFICE_GRAPHQL, SIGN_IN, { u: made.username, p: made.password, c: staffCode(made.totpSecret) });
    expect(right.body.data?.staffSignIn).toMatchObject({ __typename: 'AuthError', code: 'ACCOUNT_LOCKED' });
    expect(right.setCookie).toBeNull();
  });

  it('a password without the code never signs in', async () => {
    const made = await staff(['support'], 'gw-nocode');
    const { body, setCookie } = await post(BACKOFFICE_GRAPHQL, SIGN_IN, { u: made.username, p: made.password, c: '' });
    expect(body.data?.staffSignIn).toMatchObject({ __typename: 'AuthError', code: 'TWO_FACTOR_INVALID' });
    expect(setCookie).toBeNull();
  });
});

describe('who never reaches the back office', () => {
  it('the players endpoint: no staff sign-in there, and a staff cookie sent to it counts for nothing', async () => {
    const made = await staff(['admin'], 'gw-admin');
    const onPlayers = await post('/graphql', SIGN_IN, { u: made.username, p: made.password, c: staffCode(made.totpSecret) });
    expect(onPlayers.body.data?.staffSignIn).toMatchObject({ __typename: 'ForbiddenError' });
    const signedIn = await post(BACKOFFICE_GRAPHQL, SIGN_IN, { u: made.username, p: made.password, c: staffCode(made.totpSecret, 1) });
    const cookie = signedIn.setCookie!.split(';')[0]!;
    const leaked = await post('/graphql', '{ backoffice { me { userName } } }', {}, cookie);
    expect(leaked.body.data).toBeNull();
    expect(leaked.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("a player's session cookie on the back-office endpoint is not a staff session", async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    const answer = await post(BACKOFFICE_GRAPHQL, '{ backoffice { me { userName } } }', {}, `og_session=${player.token}`);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('anonymous: UNAUTHENTICATED on reads and changes alike', async () => {
    const read = await post(BACKOFFICE_GRAPHQL, '{ backoffice { me { userName } } }');
    expect(read.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const write = await post(BACKOFFICE_GRAPHQL, 'mutation { backoffice { updateStaff(id: "x", locked: true, reason: "r") { __typename } } }');
    expect(write.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
