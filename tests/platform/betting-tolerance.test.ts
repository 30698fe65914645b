/**
 * The live odds-change tolerance (issue 22 item 7): a player's setting ("accept a live price up to N %
 * worse") bounded by the operator's maximum, applied at placement and after the live delay. A drift
 * inside it is taken at the new price; one outside it is declined as before; prematch prices and the
 * "decline any change" policy are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endDelay } from '../../platform/betting/acceptance';
import { effectiveTolerance, takesPrice, withinTolerance } from '../../rules/betting/odds-policy';
import { state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';

describe('the rule', () => {
  it.each([
    // policy, seen, now, tolerance, taken
    ['accept-better', 200, 196, 2, true],
    ['accept-better', 200, 195, 2, false],
    ['accept-better', 185, 184, 1, true],
    ['accept-better', 185, 184, 0, false],
    ['accept-better', 185, 190, 0, true],
    ['decline-any', 200, 199, 5, false],
    ['decline-any', 200, 200, 0, true],
    ['accept-any', 200, 150, 0, true],
  ] as const)('%s: seen %i, now %i, tolerance %i %% → %s', (policy, seen, now, tolerance, taken) => {
    expect(takesPrice(policy, seen, now, tolerance)).toBe(taken);
  });

  it('measures the drop on the decimal price, and the operator maximum bounds the setting', () => {
    expect(withinTolerance(1000, 980, 2)).toBe(true);
    expect(withinTolerance(1000, 979, 2)).toBe(false);
    expect(effectiveTolerance(4, 3)).toBe(3);
    expect(effectiveTolerance(2, 3)).toBe(2);
  });
});

let book: BettingPlatform;
beforeAll(async () => {
  // A long live delay: no timer judges the tickets, the test ends each delay itself (the live check).
  book = await startBettingPlatform({ liveDelayMs: 3_600_000, maxOddsTolerancePercent: 3 });
});
afterAll(() => book.close());

const prices = (home: number) => ({ home: home / 100, draw: 3.4, away: 4.1 });

async function liveMatch(key: string, home: number) {
  await book.match(key, prices(home));
  await book.feed(update(key, { state: state({ status: 'live', period: 1, clockSeconds: 600 }) }));
  return book.oddId(key, 'match/1x2', 'home');
}
const move = (key: string, home: number) => book.feed(update(key, { markets: simpleBook(prices(home)) }));
const place = async (token: string, oddId: number, odds: number, stake = '10.00') =>
  book.request('POST', '/api/bets', token, { Type: 'single', Stake: stake, Selections: [{ OddId: oddId, Odds: (odds / 100).toFixed(2) }] });
const view = async (token: string, id: string) => (await book.request('GET', `/api/bets/${id}`, token)).body.Ticket as Json;

describe('the setting', () => {
  it('is saved with the policy, bounded by the operator maximum, and the slip states both', async () => {
    const player = await book.player();
    const saved = await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-better', OddsTolerance: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ OddsPolicy: 'accept-better', OddsTolerance: 2 });

    const tooHigh = await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-any', OddsTolerance: 4 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toMatchObject({ HasErrors: true, ErrorCode: 'ODDS_TOLERANCE_TOO_HIGH' });
    expect(String(tooHigh.body.ErrorMessage)).toContain('3');
    for (const bad of [-1, 1.5, 101, '2']) {
      expect((await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-better', OddsTolerance: bad })).status).toBe(400);
    }

    // A policy saved alone keeps the tolerance; the refused request changed nothing.
    expect((await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-better' })).body).toMatchObject({ OddsTolerance: 2 });
    const slip = await book.request('POST', '/api/betslip', player.token, { Selections: [] });
    expect(slip.body).toMatchObject({ OddsPolicy: 'accept-better', OddsTolerance: 2, MaxOddsTolerance: 3 });
  });
});

describe('live bets', () => {

  it('takes a drift inside the tolerance at the new price, at placement and after the live delay', async () => {
    const player = await book.player();
    await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-better', OddsTolerance: 2 });
    const odd = await liveMatch('tolerance-inside', 200);

    // The slip showed 2.00; the price is 1.97 (1.5 % worse) when the bet arrives.
    await move('tolerance-inside', 197);
    const placed = await place(player.token, odd, 200);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [ticket] = placed.body.Tickets as Json[];
    expect(ticket).toMatchObject({ StatusName: 'delayed', PotentialReturn: '19.70' });
    expect((ticket!.Items as Json[])[0]).toMatchObject({ Odds: '1.97' });

    // One tick down during the live delay (1.97 → 1.94, 1.5 % worse): accepted at 1.94.
    await move('tolerance-inside', 194);
    expect(await endDelay(book.betting, BigInt(ticket!.Id as string))).toBe(true);
    const judged = await view(player.token, ticket!.Id as string);
    expect(judged).toMatchObject({ StatusName: 'accepted', PotentialReturn: '19.40' });
    expect((judged.Items as Json[])[0]).toMatchObject({ Odds: '1.94' });
  });

  it('declines a drift outside the tolerance as before, at placement and after the live delay', async () => {
    const player = await book.player(100_00n);
    await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-better', OddsTolerance: 2 });
    const odd = await liveMatch('tolerance-outside', 200);

    await move('tolerance-outside', 195);
    const refused = await place(player.token, odd, 200);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ErrorCode: 'ODDS_CHANGED' });

    const placed = await place(player.token, odd, 195);
    const [ticket] = placed.body.Tickets as Json[];
    await move('tolerance-outside', 190);
    await endDelay(book.betting, BigInt(ticket!.Id as string));
    expect(await view(player.token, ticket!.Id as string)).toMatchObject({ StatusName: 'declined', DeclineReason: 'Odds changed while the bet was checked.' });
    expect(await book.cash(player.userId)).toBe(100_00n);
  });

  it('judges a delayed ticket by the tolerance it was placed with', async () => {
    const player = await book.player();
    await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-better', OddsTolerance: 3 });
    const odd = await liveMatch('tolerance-kept', 200);
    const [ticket] = (await place(player.token, odd, 200)).body.Tickets as Json[];
    await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-better', OddsTolerance: 0 });
    await move('tolerance-kept', 195);
    await endDelay(book.betting, BigInt(ticket!.Id as string));
    expect(await view(player.token, ticket!.Id as string)).toMatchObject({ StatusName: 'accepted', PotentialReturn: '19.50' });
  });

  it('without a tolerance (the default) a one-tick drop during the delay is declined', async () => {
    const player = await book.player();
    const odd = await liveMatch('tolerance-none', 200);
    const [ticket] = (await place(player.token, odd, 200)).body.Tickets as Json[];
    await move('tolerance-none', 199);
    await endDelay(book.betting, BigInt(ticket!.Id as string));
    expect(await view(player.token, ticket!.Id as string)).toMatchObject({ StatusName: 'declined', DeclineReason: 'Odds changed while the bet was checked.' });
  });

  it('leaves prematch prices and "decline any change" as they were', async () => {
    const player = await book.player();
    await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'accept-better', OddsTolerance: 3 });
    await book.match('tolerance-prematch', prices(200));
    const prematch = await book.oddId('tolerance-prematch', 'match/1x2', 'home');
    await move('tolerance-prematch', 199);
    expect((await place(player.token, prematch, 200)).body).toMatchObject({ ErrorCode: 'ODDS_CHANGED' });

    await book.request('PUT', '/api/betslip/policy', player.token, { OddsPolicy: 'decline-any', OddsTolerance: 3 });
    const live = await liveMatch('tolerance-decline', 200);
    await move('tolerance-decline', 199);
    expect((await place(player.token, live, 200)).body).toMatchObject({ ErrorCode: 'ODDS_CHANGED' });
  });
});
