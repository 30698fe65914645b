/**
 * Betting through the gateway: the real platform and the real gateway on loopback, HTTP and SSE between
 * them, players with sessions of their own and matches from a scripted feed (the simulator is off).
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BET_ERROR_CODES as PLATFORM_CODES } from '../../platform/betting/errors';
import { bettingPass } from '../../platform/betting';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { PLATFORM_BET_ERROR_CODES } from '../../gateway/errors';
import { shareKey } from '../../gateway/shared-subscriptions';
import { simpleBook } from '../helpers/betting';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { fixture, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { metricsText, startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';
import { gatewayBrowser } from '../helpers/browser';
import { expectBalancedLedger } from '../helpers/ledger';

let stack: Stack;
let ingest: ReturnType<typeof createFeedIngest>;

beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
  ingest = createFeedIngest(stack.platform.database.db);
  await match('a', { home: 2, draw: 3.4, away: 3.6 });
  await match('b', { home: 1.5, draw: 4, away: 6 });
  await match('c', { home: 2.5, draw: 3.2, away: 2.8 });
});
afterAll(() => stack.close());
// ARCHITECTURE rule 2: whatever went through the gateway, the ledger balances.
afterEach(() => expectBalancedLedger(stack.platform.database.db));

async function match(key: string, prices: { home: number; draw?: number; away: number }) {
  await ingest.fixtures([fixture(key)]);
  await ingest.updates([update(key, { state: state(), markets: simpleBook(prices) })]);
}

/** The numeric id of a match's outcome (what a slip holds). */
async function oddId(matchKey: string, outcome: 'home' | 'draw' | 'away'): Promise<number> {
  const row = await stack.platform.database.db.selectFrom('matches').select('odd_ids').where('feed_key', '=', matchKey).executeTakeFirstOrThrow();
  return (row.odd_ids as Record<string, number>)[`match/1x2#${outcome}`]!;
}

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
/** Selections as the inputs take them: the Odd's global id (the tests keep the numbers to compare answers with). */
const asInput = <T extends { oddId: number }>(selections: readonly T[]) => selections.map((s) => ({ ...s, oddId: globalId('Odd', s.oddId) }));

/** A browser on the site: it sends its session cookie (none for a visitor). */
const browser = (cookie = '') => gatewayBrowser(() => stack, cookie);

/** A fresh player with a session of their own and `cash` minor units of EUR. */
async function newPlayer(cash = 100_00n) {
  const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
  if (cash > 0n) await creditForTest(stack.platform.database.db, player.userId, 'EUR', cash);
  return Object.assign(browser(`og_session=${player.token}`), { userId: player.userId });
}
type Player = Awaited<ReturnType<typeof newPlayer>>;

/** Upstream calls the gateway has made so far (its own metric). */
async function upstreamCalls(): Promise<number> {
  const text = await metricsText(stack);
  return [...text.matchAll(/^oddsgate_upstream_request_seconds_count\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

const cashOf = async (player: Player) => (await player.graphql('{ viewer { balance { amount } } }')).viewer.balance.amount as string;

const SLIP = `query ($selections: [BetslipSelectionInput!]!) {
  betslip(selections: $selections) {
    selections { oddId odds isSuspended matchName title odd { id legacyId price } match { id name } }
    missingSelections
    maxBets { betType amount { amount currency } }
    systems { size of lines label }
    remainingLimit { amount currency }
    dailyLimit { amount }
    balance { amount currency }
    oddsPolicy
    oddsTolerance
    maxOddsTolerance
  }
}`;

const TICKET_FIELDS = `id ticketId betType status outcome stake { amount currency } totalOdds potentialReturn { amount } returned { amount } cashOut { amount } cashoutAmount { amount }
  traderOffer { stake { amount } odds } items { oddId odds result marketTime odd { id legacyId } match { id name } }`;

const PLACE = `mutation ($input: PlaceBetInput!) {
  placeBet(input: $input) {
    __typename
    ... on PlaceBetSuccess { tickets { ${TICKET_FIELDS} } }
    ... on Error { code message }
    ... on BetError { betErrorCode }
  }
}`;

const CASH_OUT = `mutation ($id: ID!, $amount: String!) {
  cashOut(ticketId: $id, amount: $amount) {
    __typename
    ... on CashOutSuccess { result note: message cashOut { amount currency } ticket { id status outcome returned { amount } cashoutAmount { amount } } }
    ... on Error { code message }
  }
}`;

describe('the bet slip', () => {
  it('is judged for visitors and players alike; only a player sees a remaining limit and a balance', async () => {
    const selections = [{ oddId: await oddId('a', 'home') }, { oddId: await oddId('b', 'away') }];
    const visitor = browser();
    const before = await upstreamCalls();
    const { betslip } = await visitor.graphql(SLIP, { selections: asInput(selections) });
    // The slip, the matches (one batch) and the two books: whatever the number of selections of a match.
    expect((await upstreamCalls()) - before).toBeLessThanOrEqual(4);
    expect(betslip.selections).toEqual([
      { oddId: selections[0]!.oddId, odds: '2.00', isSuspended: false, matchName: 'a Home - a Away', title: 'Home', odd: { id: globalId('Odd', selections[0]!.oddId), legacyId: selections[0]!.oddId, price: 2 }, match: { id: expect.any(String), name: 'a Home - a Away' } },
      { oddId: selections[1]!.oddId, odds: '6.00', isSuspended: false, matchName: 'b Home - b Away', title: 'Away', odd: { id: globalId('Odd', selections[1]!.oddId), legacyId: selections[1]!.oddId, price: 6 }, match: { id: expect.any(String), name: 'b Home - b Away' } },
    ]);
    expect(betslip.missingSelections).toEqual([]);
    expect(betslip.maxBets).toContainEqual({ betType: 'COMBO', amount: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'EUR' } });
    expect(betslip).toMatchObject({ remainingLimit: null, balance: null, oddsPolicy: 'ACCEPT_BETTER', oddsTolerance: 0, maxOddsTolerance: 5 });

    const player = await newPlayer(25_00n);
    const signedIn = (await player.graphql(SLIP, { selections: asInput(selections) })).betslip;
    expect(signedIn).toMatchObject({ remainingLimit: { amount: '20000.00', currency: 'EUR' }, dailyLimit: { amount: '20000.00' }, balance: { amount: '25.00', currency: 'EUR' } });

    // The player's policy is theirs: set through the gateway, read back on the slip.
    const { setOddsPolicy } = await player.graphql('mutation { setOddsPolicy(policy: ACCEPT_ANY) { __typename ... on SetOddsPolicySuccess { oddsPolicy } } }');
    expect(setOddsPolicy).toEqual({ __typename: 'SetOddsPolicySuccess', oddsPolicy: 'ACCEPT_ANY' });
    expect((await player.graphql(SLIP, { selections: asInput(selections) })).betslip.oddsPolicy).toBe('ACCEPT_ANY');
    // The live odds-change tolerance: saved with the policy, bounded by the operator's maximum (a typed refusal above it).
    const TOLERANCE = 'mutation ($tolerance: Int) { setOddsPolicy(policy: ACCEPT_BETTER, tolerance: $tolerance) { __typename ... on SetOddsPolicySuccess { oddsPolicy oddsTolerance } ... on Error { code message } } }';
    expect((await player.graphql(TOLERANCE, { tolerance: 2 })).setOddsPolicy).toEqual({ __typename: 'SetOddsPolicySuccess', oddsPolicy: 'ACCEPT_BETTER', oddsTolerance: 2 });
    expect((await player.graphql(TOLERANCE, { tolerance: 6 })).setOddsPolicy).toEqual({ __typename: 'BetError', code: 'ODDS_TOLERANCE_TOO_HIGH', message: 'Your odds-change tolerance can be at most 5 %.' });
    expect((await player.graphql(TOLERANCE, { tolerance: -1 })).setOddsPolicy).toMatchObject({ __typename: 'BetError', code: 'VALIDATION' });
    expect((await player.graphql(TOLERANCE, {})).setOddsPolicy).toMatchObject({ oddsTolerance: 2 });
    expect((await player.graphql(SLIP, { selections: asInput(selections) })).betslip).toMatchObject({ oddsPolicy: 'ACCEPT_BETTER', oddsTolerance: 2, maxOddsTolerance: 5 });
    expect((await visitor.graphql('mutation { setOddsPolicy(policy: ACCEPT_ANY) { __typename ... on Error { code } } }')).setOddsPolicy).toEqual({ __typename: 'AuthError', code: 'UNAUTHORIZED' });

    // An id no longer on offer is reported missing, not an error.
    expect((await visitor.graphql(SLIP, { selections: asInput([...selections, { oddId: 999_999_999 }]) })).betslip.missingSelections).toEqual([999_999_999]);
    // A slip the platform refuses (over 30 selections) is a visible error of the query, not a masked one.
    await expect(visitor.graphql(SLIP, { selections: asInput(Array.from({ length: 31 }, (_, i) => ({ oddId: i + 1 }))) })).rejects.toThrow(/"code":"VALIDATION"/);
  });

  it('adds a selection by id, or answers a BetError the slip shows', async () => {
    const id = await oddId('c', 'draw');
    const query = `query ($id: ID!) { betslipSelection(oddId: $id) { __typename ... on BetslipSelection { oddId odds odd { id } } ... on Error { code message } ... on BetError { betErrorCode } } }`;
    expect((await browser().graphql(query, { id: globalId('Odd', id) })).betslipSelection).toEqual({ __typename: 'BetslipSelection', oddId: id, odds: '3.20', odd: { id: globalId('Odd', id) } });
    expect((await browser().graphql(query, { id: globalId('Odd', 123_456_789) })).betslipSelection).toEqual({
      __typename: 'BetError',
      code: 'SELECTION_UNAVAILABLE',
      betErrorCode: 'SELECTION_UNAVAILABLE',
      message: 'This selection is no longer available.',
    });
  });

  it('takes odds by their global id only: an id of another type or no id at all names no odd, a typed refusal', async () => {
    const id = await oddId('c', 'home');
    const query = `query ($id: ID!) { betslipSelection(oddId: $id) { __typename ... on BetError { betErrorCode } } }`;
    for (const wrong of [globalId('Match', id), globalId('Odd', 'x1'), 'not an id', String(id)]) {
      expect((await browser().graphql(query, { id: wrong })).betslipSelection).toEqual({ __typename: 'BetError', betErrorCode: 'SELECTION_UNAVAILABLE' });
    }
    // On the slip it is missing, as given, beside the odds still on offer.
    const slip = `query ($selections: [BetslipSelectionInput!]!) { betslip(selections: $selections) { selections { oddNodeId } missingOddIds missingSelections } }`;
    expect((await browser().graphql(slip, { selections: [{ oddId: globalId('Odd', id) }, { oddId: globalId('Match', id) }, { oddId: globalId('Odd', 999_999_998) }] })).betslip).toEqual({
      selections: [{ oddNodeId: globalId('Odd', id) }],
      missingOddIds: [globalId('Match', id), globalId('Odd', 999_999_998)],
      missingSelections: [999_999_998],
    });
    const player = await newPlayer(10_00n);
    expect((await player.graphql(PLACE, { input: { type: 'SINGLE', stake: '1', selections: [{ oddId: globalId('Match', id), odds: '2.50' }] } })).placeBet).toMatchObject({
      __typename: 'BetError',
      betErrorCode: 'SELECTION_UNAVAILABLE',
    });
  });

  it('names an odd\'s match as the contract does, and finds a match by the number its link shows', async () => {
    const id = await oddId('c', 'away');
    const { node } = await browser().graphql('query ($id: ID!) { node(id: $id) { ... on Odd { matchId } } }', { id: globalId('Odd', id) });
    const byNumber = (await browser().graphql('query ($n: Int) { match(legacyId: $n) { id legacyId } }', { n: Number(Buffer.from(node.matchId, 'base64').toString().split(':')[1]) })).match;
    expect(byNumber.id).toBe(node.matchId);
    expect((await browser().graphql('query ($id: ID) { match(id: $id) { id } }', { id: node.matchId })).match).toEqual({ id: node.matchId });
    expect((await browser().graphql('query { match(legacyId: 987654321) { id } }')).match).toBeNull();
  });
});

describe('placing', () => {
  it('places a combo once per idempotency key: the retry answers the same ticket and moves no money again', async () => {
    const player = await newPlayer(50_00n);
    const a = await oddId('a', 'home');
    const b = await oddId('b', 'home');
    const input = { type: 'COMBO', stake: '10', selections: asInput([{ oddId: a, odds: '2.00' }, { oddId: b, odds: '1.50' }]), idempotencyKey: randomUUID() };
    const { placeBet } = await player.graphql(PLACE, { input });
    expect(placeBet).toMatchObject({ __typename: 'PlaceBetSuccess' });
    const [ticket] = placeBet.tickets;
    expect(ticket).toMatchObject({
      betType: 'COMBO',
      status: 'ACCEPTED',
      outcome: null,
      stake: { amount: '10.00', currency: 'EUR' },
      totalOdds: '3.00',
      potentialReturn: { amount: '30.00' },
      returned: null,
      items: [
        { oddId: a, odds: '2.00', result: 'PENDING', marketTime: null, odd: { id: globalId('Odd', a), legacyId: a }, match: { name: 'a Home - a Away' } },
        { oddId: b, odds: '1.50', result: 'PENDING', marketTime: null, odd: { id: globalId('Odd', b), legacyId: b }, match: { name: 'b Home - b Away' } },
      ],
    });
    expect(ticket.id).toBe(globalId('Ticket', ticket.ticketId));
    expect(await cashOf(player)).toBe('40.00');

    const retried = (await player.graphql(PLACE, { input })).placeBet;
    expect(retried.tickets.map((t: Json) => t.id)).toEqual([ticket.id]);
    expect(await cashOf(player)).toBe('40.00');
    // The same key for another bet is refused: a code other domains type otherwise is a BetError here.
    const other = (await player.graphql(PLACE, { input: { ...input, stake: '11' } })).placeBet;
    expect(other).toMatchObject({ __typename: 'BetError', code: 'IDEMPOTENCY_CONFLICT', betErrorCode: 'IDEMPOTENCY_CONFLICT' });

    // The ticket is a Relay node.
    const { node } = await player.graphql('query ($id: ID!) { node(id: $id) { ... on Ticket { id status stake { amount } } } }', { id: ticket.id });
    expect(node).toEqual({ id: ticket.id, status: 'ACCEPTED', stake: { amount: '10.00' } });
  });

  it('states the odds cap of singles and combos on the slip: the max payout at the minimum stake (100,000.00 ÷ 0.10)', async () => {
    const { betslip } = await (await newPlayer(0n)).graphql('query ($selections: [BetslipSelectionInput!]!) { betslip(selections: $selections) { maxOdds } }', {
      selections: asInput([{ oddId: await oddId('a', 'home') }]),
    });
    expect(betslip.maxOdds).toBe('1000000.00');
  });

  it('offers the full covers of the slip and places a Trixie as one SYSTEM ticket of 4 lines', async () => {
    const player = await newPlayer(50_00n);
    const selections = [{ oddId: await oddId('a', 'home'), odds: '2.00' }, { oddId: await oddId('b', 'home'), odds: '1.50' }, { oddId: await oddId('c', 'home'), odds: '2.50' }];
    const { betslip } = await player.graphql('query ($selections: [BetslipSelectionInput!]!) { betslip(selections: $selections) { fullCovers { cover of lines maxBet { amount currency } } systems { label maxBet { amount } } } }', {
      selections: asInput(selections.map(({ oddId: id }) => ({ oddId: id }))),
    });
    // Each cover's own max bet per line: a Trixie returns 19.25 a unit (capped at the 5,000.00 max stake), a
    // Patent 25.25 with its singles: 100,000.00 ÷ 25.25.
    expect(betslip.fullCovers).toEqual([
      { cover: 'TRIXIE', of: 3, lines: 4, maxBet: { amount: '5000.00', currency: 'EUR' } },
      { cover: 'PATENT', of: 3, lines: 7, maxBet: { amount: '3960.39', currency: 'EUR' } },
    ]);
    expect(betslip.systems).toEqual([{ label: '2/3', maxBet: { amount: '5000.00' } }]);

    const input = { type: 'SYSTEM', selections: asInput(selections), coverStakes: [{ cover: 'TRIXIE', stake: '1' }] };
    const { placeBet } = await player.graphql(PLACE.replace('betType status', 'betType fullCover status'), { input });
    // Doubles 3.00 + 5.00 + 3.75 and the treble 7.50.
    expect(placeBet.tickets).toMatchObject([{ betType: 'SYSTEM', fullCover: 'TRIXIE', stake: { amount: '4.00' }, potentialReturn: { amount: '19.25' } }]);
    expect(await cashOf(player)).toBe('46.00');
  });

  it('answers typed BetErrors with the platform\'s translated message, and AuthError to visitors', async () => {
    const a = await oddId('a', 'away');
    const broke = await newPlayer(0n);
    expect((await broke.graphql(PLACE, { input: { type: 'SINGLE', stake: '5', selections: asInput([{ oddId: a, odds: '3.60' }]) } })).placeBet).toEqual({
      __typename: 'BetError',
      code: 'INSUFFICIENT_BALANCE',
      betErrorCode: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance.',
    });

    const player = await newPlayer(20_00n);
    const moved = { type: 'SINGLE', stake: '5', oddsPolicy: 'DECLINE_ANY', selections: asInput([{ oddId: a, odds: '3.50' }]) };
    expect((await player.graphql(PLACE, { input: moved })).placeBet).toEqual({
      __typename: 'BetError',
      code: 'ODDS_CHANGED',
      betErrorCode: 'ODDS_CHANGED',
      message: 'Odds have changed. Review your selections and place the bet again.',
    });
    // In the request language (the platform translates; the gateway passes it on).
    const swedish = (await player.graphql(PLACE, { input: moved }, { 'accept-language': 'sv-SE' })).placeBet;
    expect(swedish.code).toBe('ODDS_CHANGED');
    expect(swedish.message).not.toBe('Odds have changed. Review your selections and place the bet again.');
    expect((await player.graphql(PLACE, { input: { ...moved, stake: '0.01', oddsPolicy: null, selections: asInput([{ oddId: a, odds: '3.60' }]) } })).placeBet).toEqual({
      __typename: 'BetError',
      code: 'MIN_STAKE',
      betErrorCode: 'MIN_STAKE',
      message: 'The minimum stake is 0.10 EUR.',
    });
    expect(await cashOf(player)).toBe('20.00');

    expect((await browser().graphql(PLACE, { input: moved })).placeBet).toEqual({ __typename: 'AuthError', code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });

  it('offers a claimed free bet on the slip by its UserBonus id and places it without touching the cash', async () => {
    const player = await newPlayer(5_00n);
    const { claimBonus } = await player.graphql('mutation { claimBonus(code: "FREEBET10") { __typename ... on BonusPayload { bonus { id } } } }');
    const bonusId = claimBonus.bonus.id;
    const selection = { oddId: await oddId('b', 'away'), odds: '6.00' };
    const { betslip } = await player.graphql('query ($selections: [BetslipSelectionInput!]!) { betslip(selections: $selections) { freeBets { id amount { amount currency } } } }', {
      selections: asInput([{ oddId: selection.oddId }]),
    });
    expect(betslip.freeBets).toEqual([{ id: bonusId, amount: { amount: '10.00', currency: 'EUR' } }]);
    const placed = (await player.graphql(PLACE.replace('betType status', 'betType isFreeBet status'), { input: { type: 'SINGLE', stake: '10', freeBetId: bonusId, selections: asInput([selection]) } })).placeBet;
    expect(placed.tickets[0]).toMatchObject({ isFreeBet: true, status: 'ACCEPTED', stake: { amount: '10.00' } });
    expect(await cashOf(player)).toBe('5.00');
  });

  it('turns a stake over the max bet into a trader offer the player answers', async () => {
    const player = await newPlayer(10_000_00n);
    const a = await oddId('a', 'home');
    const { placeBet } = await player.graphql(PLACE, { input: { type: 'SINGLE', stake: '6000', selections: asInput([{ oddId: a, odds: '2.00' }]) } });
    const [ticket] = placeBet.tickets;
    expect(ticket).toMatchObject({ status: 'NEW_OFFER', traderOffer: { stake: { amount: '5000.00' }, odds: '2.00' } });
    expect(await cashOf(player)).toBe('10000.00');
    const answer = `mutation ($id: ID!, $accept: Boolean!) { answerTraderOffer(ticketId: $id, accept: $accept) { __typename ... on Ticket { id status stake { amount } } ... on Error { code } } }`;
    expect((await player.graphql(answer, { id: ticket.id, accept: true })).answerTraderOffer).toEqual({ __typename: 'Ticket', id: ticket.id, status: 'ACCEPTED', stake: { amount: '5000.00' } });
    expect(await cashOf(player)).toBe('5000.00');
    expect((await player.graphql(answer, { id: ticket.id, accept: true })).answerTraderOffer).toEqual({ __typename: 'BetError', code: 'NOT_OPEN' });
    // Another player's ticket, and an id of something else, do not exist.
    const stranger = await newPlayer(0n);
    expect((await stranger.graphql(answer, { id: ticket.id, accept: false })).answerTraderOffer).toEqual({ __typename: 'BetError', code: 'NOT_FOUND' });
    expect((await player.graphql(answer, { id: globalId('Odd', a), accept: false })).answerTraderOffer).toEqual({ __typename: 'BetError', code: 'NOT_FOUND' });
  });
});

describe('the history', () => {
  it('pages the viewer\'s tickets with Relay cursors, one platform page a page, and loads tickets by id in one call', async () => {
    const player = await newPlayer(50_00n);
    const selections = [{ oddId: await oddId('a', 'draw'), odds: '3.40' }, { oddId: await oddId('b', 'draw'), odds: '4.00' }, { oddId: await oddId('c', 'away'), odds: '2.80' }];
    // Multiple singles: one ticket per selection.
    const { placeBet } = await player.graphql(PLACE, { input: { type: 'SINGLE', stake: '2', selections: asInput(selections) } });
    expect(placeBet.tickets).toHaveLength(3);

    const page = 'query ($after: String) { viewer { tickets(first: 2, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id status } } } } }';
    const before = await upstreamCalls();
    const first = (await player.graphql(page)).viewer.tickets;
    // The session, then one history page.
    expect((await upstreamCalls()) - before).toBe(2);
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(first.edges).toHaveLength(2);
    const second = (await player.graphql(page, { after: first.pageInfo.endCursor })).viewer.tickets;
    expect(second).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false, hasPreviousPage: true } });
    const seen = [...first.edges, ...second.edges].map((edge: Json) => edge.node.id);
    expect(new Set(seen)).toEqual(new Set(placeBet.tickets.map((t: Json) => t.id)));

    expect((await player.graphql('{ viewer { tickets(tab: CLEARED) { totalCount edges { node { id } } } } }')).viewer.tickets).toEqual({ totalCount: 0, edges: [] });
    expect((await player.graphql('{ viewer { tickets(tab: UNCLEARED, period: ALL) { totalCount } } }')).viewer.tickets.totalCount).toBe(3);

    const ids = placeBet.tickets.map((t: Json) => t.id);
    const nodesBefore = await upstreamCalls();
    const { nodes } = await player.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Ticket { id stake { amount } } } }', { ids });
    expect(nodes).toEqual(ids.map((id: string) => ({ id, stake: { amount: '2.00' } })));
    expect((await upstreamCalls()) - nodesBefore).toBe(1);
    // Visitors have no viewer, so no history.
    expect((await browser().graphql('{ viewer { tickets { totalCount } } }')).viewer).toBeNull();
  });
});

/** The player's graphql-ws connection, subscribed to `query` (until `count` results came) before it returns. */
async function subscribedAs(player: { cookie: string }, query: string, count: number) {
  const ws = wsClient(stack.graphqlUrl, { cookie: player.cookie });
  const live = firstResults<Json>(ws, { query }, count);
  await live.subscribed;
  return { ws, live };
}

describe('cash-out', () => {
  it('declines an amount above the value, pays the value, and tells the viewer both over graphql-ws', async () => {
    const player = await newPlayer(30_00n);
    const { ws, live } = await subscribedAs(player, 'subscription { cashoutChanged { __typename ... on CashoutUpdate { result amount { amount currency } ticket { id outcome } } } }', 2);

    const { placeBet } = await player.graphql(PLACE, { input: { type: 'SINGLE', stake: '10', selections: asInput([{ oddId: await oddId('c', 'home'), odds: '2.50' }]) } });
    const ticket = placeBet.tickets[0];
    expect(ticket.cashOut).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/) });
    const value: string = ticket.cashOut.amount;
    expect(await cashOf(player)).toBe('20.00');

    const declined = (await player.graphql(CASH_OUT, { id: ticket.id, amount: '999.00' })).cashOut;
    expect(declined).toEqual({
      __typename: 'CashOutSuccess',
      result: 'DECLINED',
      note: 'Cashout is declined',
      cashOut: { amount: value, currency: 'EUR' },
      ticket: { id: ticket.id, status: 'ACCEPTED', outcome: null, returned: null, cashoutAmount: null },
    });
    // Change cash-out: the same call with the value now.
    const accepted = (await player.graphql(CASH_OUT, { id: ticket.id, amount: value })).cashOut;
    expect(accepted).toMatchObject({ __typename: 'CashOutSuccess', result: 'ACCEPTED', ticket: { id: ticket.id, outcome: 'CASHED_OUT', returned: { amount: value }, cashoutAmount: { amount: value } } });
    const expected = ((2000 + Math.round(Number(value) * 100)) / 100).toFixed(2);
    expect(await cashOf(player)).toBe(expected);
    expect((await player.graphql(CASH_OUT, { id: ticket.id, amount: value })).cashOut).toMatchObject({ __typename: 'BetError', code: 'CASHOUT_UNAVAILABLE' });
    expect(await cashOf(player)).toBe(expected);

    // The ticket as it is when an event is delivered: maybe cashed out by then, also in the decline's event.
    expect((await live.done).map((result) => result.data.cashoutChanged)).toEqual([
      { __typename: 'CashoutUpdate', result: 'DECLINED', amount: { amount: value, currency: 'EUR' }, ticket: { id: ticket.id, outcome: expect.toBeOneOf([null, 'CASHED_OUT']) } },
      { __typename: 'CashoutUpdate', result: 'ACCEPTED', amount: { amount: value, currency: 'EUR' }, ticket: { id: ticket.id, outcome: 'CASHED_OUT' } },
    ]);
    await ws.dispose();
    expect((await browser().graphql(CASH_OUT, { id: ticket.id, amount: value })).cashOut).toMatchObject({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
  });

  it('cashes out a part of the stake and sets an automatic cash-out on the rest; refusals are typed errors', async () => {
    const player = await newPlayer(30_00n);
    const { placeBet } = await player.graphql(PLACE, { input: { type: 'SINGLE', stake: '10', selections: asInput([{ oddId: await oddId('a', 'home'), odds: '2.00' }]) } });
    const ticket = placeBet.tickets[0];
    const PART = `mutation ($id: ID!, $amount: String!, $stake: String) {
      cashOut(ticketId: $id, amount: $amount, stake: $stake) {
        __typename
        ... on CashOutSuccess { result ticket { stake { amount } outcome cashOuts { stake { amount } amount { amount currency } automatic } } }
        ... on Error { code message }
      }
    }`;
    // 4.00 of the 10.00 at 2.00 unchanged: 4 × 0.95 = 3.80.
    expect((await player.graphql(PART, { id: ticket.id, amount: '3.80', stake: '4' })).cashOut).toEqual({
      __typename: 'CashOutSuccess',
      result: 'ACCEPTED',
      ticket: { stake: { amount: '6.00' }, outcome: null, cashOuts: [{ stake: { amount: '4.00' }, amount: { amount: '3.80', currency: 'EUR' }, automatic: false }] },
    });
    expect(await cashOf(player)).toBe('23.80');
    expect((await player.graphql(PART, { id: ticket.id, amount: '999.00', stake: '3' })).cashOut).toMatchObject({ __typename: 'CashOutSuccess', result: 'DECLINED', ticket: { stake: { amount: '6.00' } } });
    expect((await player.graphql(PART, { id: ticket.id, amount: '0.01', stake: '20' })).cashOut).toMatchObject({ __typename: 'BetError', code: 'CASHOUT_PART_INVALID' });

    const AUTO = `mutation ($id: ID!, $target: String) {
      setAutoCashOut(ticketId: $id, target: $target) { __typename ... on Ticket { autoCashOut { amount currency } } ... on Error { code message } }
    }`;
    expect((await player.graphql(AUTO, { id: ticket.id, target: '7.00' })).setAutoCashOut).toEqual({ __typename: 'Ticket', autoCashOut: { amount: '7.00', currency: 'EUR' } });
    expect((await player.graphql(AUTO, { id: ticket.id, target: '1.00' })).setAutoCashOut).toEqual({
      __typename: 'BetError',
      code: 'AUTO_CASHOUT_INVALID',
      message: 'Set the automatic cash-out above what the bet is worth now and at most its potential return.',
    });
    expect((await player.graphql(AUTO, { id: ticket.id, target: null })).setAutoCashOut).toEqual({ __typename: 'Ticket', autoCashOut: null });
    expect((await browser().graphql(AUTO, { id: ticket.id, target: '7.00' })).setAutoCashOut).toMatchObject({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
  });
});

describe('live tickets', () => {
  it('pushes the viewer\'s own tickets to ticketChanged, up to the settlement, and nobody else\'s', async () => {
    await match('settle', { home: 1.8, draw: 3.5, away: 4.2 });
    const home = await oddId('settle', 'home');
    const player = await newPlayer(20_00n);
    const other = await newPlayer(20_00n);

    const { ws, live } = await subscribedAs(player, 'subscription { ticketChanged { __typename ... on Ticket { id status outcome returned { amount } items { result } } } }', 2);

    await other.graphql(PLACE, { input: { type: 'SINGLE', stake: '3', selections: asInput([{ oddId: home, odds: '1.80' }]) } });
    const mine = (await player.graphql(PLACE, { input: { type: 'SINGLE', stake: '5', selections: asInput([{ oddId: home, odds: '1.80' }]) } })).placeBet.tickets[0];
    await ingest.updates([update('settle', { state: state({ status: 'ended', score: { home: 2, away: 1 } }), markets: [], settled: { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } } })]);
    // The platform's worker settles within a second anyway; one pass now keeps the test quick.
    await bettingPass(stack.platform.betting);

    // Each event shows the ticket as it is when the event is delivered: the first (placed) may already be settled.
    const [placed, settled] = (await live.done).map((result) => result.data.ticketChanged);
    expect(placed).toMatchObject({ __typename: 'Ticket', id: mine.id, status: 'ACCEPTED' });
    expect(settled).toEqual({ __typename: 'Ticket', id: mine.id, status: 'ACCEPTED', outcome: 'WON', returned: { amount: '9.00' }, items: [{ result: 'WIN' }] });
    await ws.dispose();
    expect(await cashOf(player)).toBe('24.00');
  });

  it('answers AuthError to a visitor\'s subscriptions, and never shares an execution of them between viewers', async () => {
    const ws = wsClient(stack.graphqlUrl);
    const [tickets] = await firstResults<Json>(ws, { query: 'subscription { ticketChanged { __typename ... on Error { code } } }' }).done;
    expect(tickets!.data.ticketChanged).toEqual({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
    const [cashouts] = await firstResults<Json>(ws, { query: 'subscription { cashoutChanged { __typename ... on Error { code } } }' }).done;
    expect(cashouts!.data.cashoutChanged).toEqual({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
    await ws.dispose();
    for (const field of ['ticketChanged', 'cashoutChanged']) {
      expect(shareKey(parse(`subscription { ${field} { __typename } }`), null, {}, 'en-US')).toBeNull();
    }
  });
});

describe('the error catalogue', () => {
  it('knows every code the betting service refuses with', () => {
    expect([...PLATFORM_BET_ERROR_CODES].sort()).toEqual(Object.keys(PLATFORM_CODES).sort());
  });
});
