/**
 * A market's margin and price overrides through the gateway (issue 19): a trader sets a market's margin on
 * /backoffice/graphql and the match's controls show the override and the re-priced odds; a price override
 * replaces it; a release returns the feed's; a bad margin is a typed ValidationError; the auditor is refused.
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
const typed = (post: Awaited<ReturnType<typeof backofficeGraphql>>) => async (query: string, variables: Record<string, unknown>) => (await post(query, variables)) as { data?: Json; errors?: Json[] };
const bookOf = (odds: Json[]) => odds.reduce((sum: number, odd: Json) => sum + 1 / odd.price, 0);

const CONTROLS = `query($id: ID!) { backoffice { tradingMatchControls(matchId: $id) { ... on TradingMatchControls { markets { marketId key odds { price } override { mode margin prices { outcomeKey price } reason overriddenBy } } } } } }`;
const MARGIN = `mutation($input: SetMarketMarginInput!) { backoffice { setMarketMargin(input: $input) { __typename ... on TradingMarginChange { margin } ... on Error { code message } ... on ValidationError { fields { field message } } } } }`;
const PRICES = `mutation($input: SetMarketPricesInput!) { backoffice { setMarketPrices(input: $input) { __typename ... on TradingPricesChange { overridden } ... on Error { code message } } } }`;

describe('margin and price overrides at the gateway', () => {
  it('a trader sets a margin, then prices, then releases; the controls show each; bad input and the auditor are refused', async () => {
    const ingest = createFeedIngest(stack.platform.database.db);
    await ingest.fixtures([fixture('gw-margin')]);
    await ingest.updates([update('gw-margin', { state: state(), markets: soccerBook() })]);
    const match = await stack.platform.database.db.selectFrom('matches').select('id').where('feed_key', '=', 'gw-margin').executeTakeFirstOrThrow();
    const trader = typed(await backofficeGraphql(stack, 'gwmargin', ['trader']));
    const oneX2 = async () => (await trader(CONTROLS, { id: global('Match', String(match.id)) })).data!.backoffice.tradingMatchControls.markets.find((m: Json) => m.key === 'match/1x2');
    const feed = await oneX2();
    expect(feed.override).toBeNull();

    const set = await trader(MARGIN, { input: { marketId: feed.marketId, mode: 'offset', margin: '15', reason: 'one-sided money' } });
    expect(set.data!.backoffice.setMarketMargin).toEqual({ __typename: 'TradingMarginChange', margin: '15.00' });
    const margined = await oneX2();
    expect(margined.override).toMatchObject({ mode: 'offset', margin: '15.00', prices: [], reason: 'one-sided money', overriddenBy: 'gwmargin' });
    expect(bookOf(margined.odds)).toBeGreaterThanOrEqual(1.15 - 1e-9);
    expect(bookOf(margined.odds)).toBeLessThan(1.16);

    const repriced = await trader(PRICES, { input: { marketId: feed.marketId, mode: 'fixed', prices: [{ outcomeKey: 'home', price: '1.95' }], reason: 'trader view' } });
    expect(repriced.data!.backoffice.setMarketPrices).toEqual({ __typename: 'TradingPricesChange', overridden: true });
    expect((await oneX2()).override).toMatchObject({ mode: 'fixed', margin: null, prices: [{ outcomeKey: 'home', price: 1.95 }] });
    expect((await oneX2()).odds[0].price).toBe(1.95);

    const bad = await trader(MARGIN, { input: { marketId: feed.marketId, mode: 'fixed', margin: '40', reason: 'x' } });
    expect(bad.data!.backoffice.setMarketMargin).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', fields: [{ field: 'margin', message: 'Enter a margin between 2 and 25 percent, e.g. 5 or 4.50.' }] });
    const auditor = typed(await backofficeGraphql(stack, 'gwmarginauditor', ['auditor']));
    expect(JSON.stringify(await auditor(MARGIN, { input: { marketId: feed.marketId, mode: 'fixed', margin: '5', reason: 'x' } }))).not.toContain('TradingMarginChange');

    const released = await trader(MARGIN, { input: { marketId: feed.marketId, reason: 'back to the feed' } });
    expect(released.data!.backoffice.setMarketMargin).toEqual({ __typename: 'TradingMarginChange', margin: null });
    expect(await oneX2()).toMatchObject({ override: null, odds: feed.odds });
  });
});
