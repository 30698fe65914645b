/**
 * Bet sharing through the gateway (issue 23): a player shares a ticket (Mutation.shareTicket) and a
 * visitor with no session opens the code (Query.sharedBet): the selections as Odd nodes to put on a
 * slip, at their prices now, the suspended one named; refusals are typed BetErrors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { simpleBook } from '../helpers/betting';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { fixture, state, update } from '../helpers/feed';
import { startStack, type Stack } from '../helpers/stack';
import { gatewayBrowser } from '../helpers/browser';

let stack: Stack;
let ingest: ReturnType<typeof createFeedIngest>;

beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
  ingest = createFeedIngest(stack.platform.database.db);
  for (const key of ['share-a', 'share-b']) {
    await ingest.fixtures([fixture(key)]);
    await ingest.updates([update(key, { state: state(), markets: simpleBook({ home: 2, draw: 3.4, away: 3.6 }) })]);
  }
});
afterAll(() => stack.close());

async function oddId(matchKey: string): Promise<number> {
  const row = await stack.platform.database.db.selectFrom('matches').select('odd_ids').where('feed_key', '=', matchKey).executeTakeFirstOrThrow();
  return (row.odd_ids as Record<string, number>)['match/1x2#home']!;
}
const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

const PLACE = `mutation ($input: PlaceBetInput!) { placeBet(input: $input) { __typename ... on PlaceBetSuccess { tickets { id } } ... on Error { message } } }`;
const SHARE = `mutation ($id: ID!, $show: Boolean) { shareTicket(ticketId: $id, showStake: $show) { __typename ... on ShareTicketSuccess { shareCode showStake } ... on BetError { betErrorCode message } ... on AuthError { code } } }`;
const OPEN = `query ($code: String!) { sharedBet(code: $code) { __typename
  ... on SharedBet { betType systemSize stake { amount currency } selections { odd { id price } matchName title state odds isBanker } }
  ... on BetError { betErrorCode message } } }`;

describe('bet sharing through the gateway', () => {
  it('a player shares a combo; a visitor opens it and gets its odds at the prices now, the suspended one named', async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    await creditForTest(stack.platform.database.db, player.userId, 'EUR', 100_00n);
    const owner = gatewayBrowser(() => stack, `og_session=${player.token}`);
    const [a, b] = [await oddId('share-a'), await oddId('share-b')];
    const placed = await owner.graphql(PLACE, { input: { type: 'COMBO', stake: '10', selections: [{ oddId: globalId('Odd', a), odds: '2.00' }, { oddId: globalId('Odd', b), odds: '2.00' }] } });
    expect(placed.placeBet, JSON.stringify(placed)).toMatchObject({ tickets: [{ id: expect.any(String) }] });
    const ticketId = placed.placeBet.tickets[0].id as string;
    const { shareTicket } = await owner.graphql(SHARE, { id: ticketId, show: true });
    expect(shareTicket).toEqual({ __typename: 'ShareTicketSuccess', shareCode: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), showStake: true });

    await ingest.updates([update('share-b', { markets: simpleBook({ home: 2, draw: 3.4, away: 3.6 }, true) })]);
    const visitor = gatewayBrowser(() => stack, '', { lang: 'sv-SE' });
    const { sharedBet } = await visitor.graphql(OPEN, { code: shareTicket.shareCode });
    expect(sharedBet).toEqual({
      __typename: 'SharedBet',
      betType: 'COMBO',
      systemSize: null,
      stake: { amount: '10.00', currency: 'EUR' },
      selections: [
        { odd: { id: globalId('Odd', a), price: 2 }, matchName: 'share-a Home - share-a Away', title: 'Home', state: 'AVAILABLE', odds: '2.00', isBanker: false },
        { odd: { id: globalId('Odd', b), price: 2 }, matchName: 'share-b Home - share-b Away', title: 'Home', state: 'SUSPENDED', odds: null, isBanker: false },
      ],
    });

    // A code never shared: a typed, translated refusal.
    const missing = (await visitor.graphql(OPEN, { code: 'AAAAAAAAAAAAAAAAAAAAAA' })).sharedBet;
    expect(missing).toEqual({ __typename: 'BetError', betErrorCode: 'SHARE_NOT_FOUND', message: 'Det finns inget delat spel med den här koden. Kontrollera länken.' });
    // A visitor cannot share, and another player's ticket is not found.
    expect((await visitor.graphql(SHARE, { id: ticketId })).shareTicket).toEqual({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
    const stranger = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    const foreign = await gatewayBrowser(() => stack, `og_session=${stranger.token}`).graphql(SHARE, { id: ticketId });
    expect(foreign.shareTicket).toMatchObject({ __typename: 'BetError', betErrorCode: 'NOT_FOUND' });
  });
});
