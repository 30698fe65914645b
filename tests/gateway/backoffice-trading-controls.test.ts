/**
 * The trading desk's controls through the gateway (issue 19): a trader suspends a market and sets its max
 * stake on /backoffice/graphql, and the match's controls read both back; a bad amount is a typed
 * ValidationError; a role the table leaves out is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { fixture, soccerBook, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { backofficeGraphql } from '../helpers/backoffice-graphql';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

const global = (type: string, id: string | number) => Buffer.from(`${type}:${id}`).toString('base64');

/** The shared poster, its answers read as JSON. */
const typed = (post: Awaited<ReturnType<typeof backofficeGraphql>>) => async (query: string, variables: Record<string, unknown>) => (await post(query, variables)) as { data?: Json; errors?: Json[] };

const CONTROLS = `query($id: ID!) { backoffice { tradingMatchControls(matchId: $id) { __typename ... on TradingMatchControls { name markets { marketId key deskSuspended odds { isSuspended } maxStakes { currency maxStake } } } } } }`;
const SUSPEND = `mutation($input: SetTradingSuspensionInput!) { backoffice { setTradingSuspension(input: $input) { __typename ... on TradingSuspensionChange { suspended } ... on Error { code message } } } }`;
const MAX_STAKE = `mutation($input: SetMarketMaxStakeInput!) { backoffice { setMarketMaxStake(input: $input) { __typename ... on TradingMaxStakeChange { maxStake } ... on Error { code message } } } }`;

describe('trading controls at the gateway', () => {
  it('a trader suspends a market and sets its max stake; the controls read both; bad input and other roles are refused', async () => {
    const ingest = createFeedIngest(stack.platform.database.db);
    await ingest.fixtures([fixture('gw-controls')]);
    await ingest.updates([update('gw-controls', { state: state(), markets: soccerBook() })]);
    const match = await stack.platform.database.db.selectFrom('matches').select('id').where('feed_key', '=', 'gw-controls').executeTakeFirstOrThrow();
    const trader = typed(await backofficeGraphql(stack, 'gwtrader', ['trader']));
    const matchId = global('Match', String(match.id));

    const before = (await trader(CONTROLS, { id: matchId })).data!.backoffice.tradingMatchControls;
    const market = before.markets.find((m: Json) => m.key === 'match/1x2');
    expect(market).toMatchObject({ deskSuspended: false, odds: [{ isSuspended: false }, { isSuspended: false }, { isSuspended: false }], maxStakes: [] });

    const suspended = await trader(SUSPEND, { input: { marketId: market.marketId, suspended: true, reason: 'news' } });
    expect(suspended.data!.backoffice.setTradingSuspension).toEqual({ __typename: 'TradingSuspensionChange', suspended: true });
    const set = await trader(MAX_STAKE, { input: { marketId: market.marketId, currency: 'EUR', maxStake: '25', reason: 'limit' } });
    expect(set.data!.backoffice.setMarketMaxStake).toEqual({ __typename: 'TradingMaxStakeChange', maxStake: '25.00' });

    const after = (await trader(CONTROLS, { id: matchId })).data!.backoffice.tradingMatchControls;
    expect(after.markets.find((m: Json) => m.key === 'match/1x2')).toMatchObject({ deskSuspended: true, odds: [{ isSuspended: true }, { isSuspended: true }, { isSuspended: true }], maxStakes: [{ currency: 'EUR', maxStake: '25.00' }] });

    const bad = await trader(MAX_STAKE, { input: { marketId: market.marketId, currency: 'EUR', maxStake: '-1', reason: 'x' } });
    expect(bad.data!.backoffice.setMarketMaxStake).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION' });
    const none = await trader(SUSPEND, { input: { suspended: true, reason: 'which?' } });
    expect(none.data!.backoffice.setTradingSuspension).toMatchObject({ __typename: 'ValidationError' });
    const wrongType = await trader(SUSPEND, { input: { marketId: matchId, suspended: true, reason: 'x' } });
    expect(wrongType.data!.backoffice.setTradingSuspension).toMatchObject({ __typename: 'NotFoundError' });

    const support = typed(await backofficeGraphql(stack, 'gwsupport', ['support']));
    const refused = await support(SUSPEND, { input: { marketId: market.marketId, suspended: false, reason: 'x' } });
    expect(JSON.stringify(refused)).not.toContain('TradingSuspensionChange');
  });
});
