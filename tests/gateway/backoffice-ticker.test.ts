/**
 * The bet ticker through the gateway (issue 19): a trader's socket on /backoffice/graphql hears each bet
 * the book accepts, with its flags, filtered as asked; `backoffice.betTicker` starts the page with the newest;
 * a player's socket, an anonymous one, and staff whose role may not read trading get an AuthError and hear
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import type { StaffRole } from '../../rules/backoffice';
import { simpleBook } from '../helpers/betting';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { fixture, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  const ingest = createFeedIngest(stack.platform.database.db);
  await ingest.fixtures([fixture('gw-ticker')]);
  await ingest.updates([update('gw-ticker', { state: state(), markets: simpleBook({ home: 2, draw: 3.4, away: 4.1 }) })]);
});
afterAll(() => stack.close());

async function post(query: string, variables: Record<string, unknown>, cookie: string) {
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as { data?: Json; errors?: Json[] }, setCookie: response.headers.get('set-cookie') };
}

let made = 0;
async function staffCookie(roles: StaffRole[]): Promise<string> {
  const staff = (await createStaff(stack.platform.database.db, { username: `gwticker${++made}`, email: `gwticker${made}@staff.test`, roles }, null))!;
  const signIn = await post('mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }', { u: staff.username, p: staff.password, c: staffCode(staff.totpSecret) }, '');
  return signIn.setCookie!.split(';')[0]!;
}

async function placeBet(stake: string) {
  const db = stack.platform.database.db;
  const player = await createTestPlayer(db, stack.platform.config);
  await creditForTest(db, player.userId, 'EUR', 10_000_00n);
  const odds = (await db.selectFrom('matches').select('odd_ids').where('feed_key', '=', 'gw-ticker').executeTakeFirstOrThrow()).odd_ids as Record<string, number>;
  const answer = await stack.platform.app.request('/api/bets', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-token': player.token },
    body: JSON.stringify({ Type: 'single', Stake: stake, Selections: [{ OddId: odds['match/1x2#home'], Odds: '2.00' }] }),
  });
  expect(answer.status).toBe(200);
  const { username } = await db.selectFrom('users').select('username').where('id', '=', player.userId).executeTakeFirstOrThrow();
  return { ...player, username };
}

const SUBSCRIPTION = `subscription($filter: BetTickerFilter) {
  backofficeBetTicker(filter: $filter) {
    __typename
    ... on BetTickerEntry { playerName stake { amount currency } odds flags live legs { matchName odds } }
    ... on AuthError { code }
  }
}`;

describe('the ticker subscription', () => {
  it("streams each accepted bet to a trader's socket, filtered as asked, and the query starts the page with the newest", async () => {
    const socket = wsClient(`${stack.url}${BACKOFFICE_GRAPHQL}`, { cookie: await staffCookie(['trader']) });
    try {
      const large = firstResults<{ data: { backofficeBetTicker: Json } }>(socket, { query: SUBSCRIPTION, variables: { filter: { flag: 'large_stake' } } });
      await large.subscribed;
      await placeBet('10.00');
      const player = await placeBet('600.00');
      const [heard] = await large.done;
      expect(heard!.data.backofficeBetTicker).toEqual({
        __typename: 'BetTickerEntry',
        playerName: player.username,
        stake: { amount: '600.00', currency: 'EUR' },
        odds: '2.00',
        flags: ['large_stake'],
        live: false,
        legs: [{ matchName: expect.stringContaining('gw-ticker'), odds: '2.00' }],
      });
    } finally {
      await socket.dispose();
    }
    const trader = await staffCookie(['trader']);
    const TICKER = 'query($f: BetTickerFilter) { backoffice { betTicker(first: 1, filter: $f) { __typename ... on BackofficeBetTickerSuccess { data { stake { amount } flags } } ... on ValidationError { code } } } }';
    const newest = await post(TICKER, { f: { minStake: '100' } }, trader);
    expect(newest.body.data).toEqual({ backoffice: { betTicker: { __typename: 'BackofficeBetTickerSuccess', data: [{ stake: { amount: '600.00' }, flags: ['large_stake'] }] } } });
    expect((await post(TICKER, { f: { sportId: 0 } }, trader)).body.data).toMatchObject({ backoffice: { betTicker: { __typename: 'ValidationError' } } });
  });

  it.each([
    ['a player', async () => ({ url: '/graphql', cookie: `og_session=${(await createTestPlayer(stack.platform.database.db, stack.platform.config)).token}` }), 'UNAUTHORIZED'],
    ['nobody', async () => ({ url: BACKOFFICE_GRAPHQL, cookie: '' }), 'UNAUTHORIZED'],
    ['a staff cookie on the players endpoint', async () => ({ url: '/graphql', cookie: await staffCookie(['trader']) }), 'UNAUTHORIZED'],
    ['support (no trading.read)', async () => ({ url: BACKOFFICE_GRAPHQL, cookie: await staffCookie(['support']) }), 'FORBIDDEN'],
  ] as const)('%s gets an AuthError', async (_who, open, code) => {
    const { url, cookie } = await open();
    const socket = wsClient(`${stack.url}${url}`, cookie ? { cookie } : {});
    try {
      const [answer] = await firstResults<{ data: { backofficeBetTicker: Json } }>(socket, { query: SUBSCRIPTION }).done;
      expect(answer!.data.backofficeBetTicker).toMatchObject({ __typename: 'AuthError', code });
    } finally {
      await socket.dispose();
    }
  });
});
