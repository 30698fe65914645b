/**
 * The player risk profile (issue 19): a trader reads a winning player's record and its suggested stake
 * factor with the figures behind it, applies it (audited with before, after and reason), and from then
 * on the player's slip shows max bets scaled by it and a stake above the scaled max bet becomes a
 * trader's offer at it, as any stake above the max bet does. Bad input is a translated error that
 * changes nothing; support may read, not set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettingPass } from '../../platform/betting';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';
import { state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { signedInStaff, type TestStaff } from '../helpers/staff';

let book: BettingPlatform;
let trader: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  book = await startBettingPlatform();
  const app = book.app as Parameters<typeof signedInStaff>[1];
  trader = await signedInStaff(book.db, app, ['trader']);
  support = await signedInStaff(book.db, app, ['support']);
});
afterAll(() => book.close());

let made = 0;
const call = (method: string, path: string, staff: TestStaff, body?: unknown, lang = 'en-US') => book.request(method, path, undefined, body, { ...staff.headers, 'accept-language': lang });
const risk = (userId: bigint, staff = trader) => call('GET', `/api/backoffice/trading/players/${userId}/risk`, staff);
const setRisk = (userId: bigint, body: Json, staff = trader, lang?: string) => call('PUT', `/api/backoffice/trading/players/${userId}/risk`, staff, body, lang);

/** A player who backed the home side at 2.00 in `won` matches that home won and `lost` that it lost: real tickets, settled from the feed. */
async function playerWithRecord(won: number, lost: number) {
  const player = await book.player(10_000_00n);
  for (let i = 0; i < won + lost; i++) {
    const key = `risk-${++made}-${Date.now().toString(36)}`;
    await book.match(key, { home: 2, draw: 3.4, away: 3.6 });
    const placed = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '10', Selections: [{ OddId: await book.oddId(key, 'match/1x2', 'home'), Odds: '2.00' }] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const home = i < won;
    await book.end(key, { 'match/1x2': { home: home ? 'win' : 'lost', draw: 'lost', away: home ? 'lost' : 'win' } }, home ? { home: 1, away: 0 } : { home: 0, away: 1 });
  }
  await bettingPass(book.betting);
  return player;
}

const slipMaxSingle = async (token: string, oddId: number) => (await book.request('POST', '/api/betslip', token, { Selections: [{ OddId: oddId }] })).body.MaxBets.single as string;

describe('risk profile', () => {
  it('a player who won 22 of 25 at evens: the trader sees 0.25 suggested with the profit and p, applies it, and the slip shows a quarter of the max bet', async () => {
    const player = await playerWithRecord(22, 3);
    const before = await risk(player.userId);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    // 25 tickets of 10.00, 22 returned 20.00: profit (440 − 250) / 250 = +76 %; mean return 1.76, z = 0.8076 / √(0.99773 / 25) = 4.04.
    expect(before.body).toMatchObject({ StakeFactor: 1, SetBy: null, Suggestion: { Verdict: 'sharp', StakeFactor: 0.25, Tickets: 25, ProfitPercent: 76 } });
    expect(before.body.Suggestion.PValue).toBeLessThan(0.001);

    const key = `quarter-${++made}`;
    await book.match(key, { home: 2, draw: 3.4, away: 3.6 });
    const odd = await book.oddId(key, 'match/1x2', 'home');
    // Max bet at 2.00: min(5,000.00 max stake, 100,000.00 ÷ 2) = 5,000.00; a quarter is 1,250.00.
    expect(await slipMaxSingle(player.token, odd)).toBe('5000.00');

    const applied = await setRisk(player.userId, { StakeFactor: 0.25, Reason: 'Profit +76% over 25 tickets' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ StakeFactor: 0.25, SetBy: trader.username });
    expect(await slipMaxSingle(player.token, odd)).toBe('1250.00');

    const audit = await book.db.selectFrom('audit_log').select(['operation', 'before', 'after', 'reason', 'staff_id']).where('operation', '=', 'trading.risk').where('target_id', '=', String(player.userId)).execute();
    expect(audit).toEqual([{ operation: 'trading.risk', before: { StakeFactor: 1 }, after: { StakeFactor: 0.25 }, reason: 'Profit +76% over 25 tickets', staff_id: trader.id }]);

    // 1,300.00 is above the player's max bet: a trader's offer at 1,250.00, nothing debited.
    const cash = await book.cash(player.userId);
    const over = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '1300', Selections: [{ OddId: odd, Odds: '2.00' }] });
    expect(over.status, JSON.stringify(over.body)).toBe(200);
    expect(over.body.Tickets[0]).toMatchObject({ Status: 3, TraderOffer: { Stake: '1250.00' } });
    expect(await book.cash(player.userId)).toBe(cash);
    // Nothing in what the player reads says they are limited.
    expect(JSON.stringify((await book.request('POST', '/api/betslip', player.token, { Selections: [{ OddId: odd }] })).body)).not.toMatch(/factor|risk|limited/i);
  }, 120_000);

  it('a factor above 1 raises the max bets; another player keeps the usual ones', async () => {
    const [raised, other] = [await book.player(), await book.player()];
    const key = `risk-raise-${++made}`;
    await book.match(key, { home: 2, draw: 3.4, away: 3.6 });
    const odd = await book.oddId(key, 'match/1x2', 'home');
    expect((await setRisk(raised.userId, { StakeFactor: 2, Reason: 'VIP, trusted' })).status).toBe(200);
    expect(await slipMaxSingle(raised.token, odd)).toBe('10000.00');
    expect(await slipMaxSingle(other.token, odd)).toBe('5000.00');
  });

  it('beat the closing price: the share of picks taken above the price the odd had at kick-off', async () => {
    const player = await book.player();
    // Two bets at 2.00: one match's home side shortens to 1.80 before kick-off (beaten), the other's drifts to 2.20 (not).
    for (const closing of [1.8, 2.2]) {
      const key = `closing-${++made}`;
      await book.match(key, { home: 2, draw: 3.4, away: 3.6 });
      const placed = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '5', Selections: [{ OddId: await book.oddId(key, 'match/1x2', 'home'), Odds: '2.00' }] });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      await book.feed(update(key, { state: state(), markets: simpleBook({ home: closing, draw: 3.4, away: 3.6 }) }));
      // In play the price moves again: the closing price is the one at kick-off, not this.
      await book.feed(update(key, { state: state({ status: 'live' }), markets: simpleBook({ home: 1.2, draw: 5, away: 9 }) }));
      await book.end(key, { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 1, away: 0 });
    }
    await bettingPass(book.betting);
    expect((await risk(player.userId)).body.Suggestion).toMatchObject({ Tickets: 2, BeatClosingPercent: 50 });
  });

  it('a few lucky tickets suggest nothing', async () => {
    const player = await playerWithRecord(3, 0);
    expect((await risk(player.userId)).body.Suggestion).toMatchObject({ Verdict: 'too_few', StakeFactor: 1, Tickets: 3 });
  }, 60_000);

  it('a factor out of range or a missing reason is a translated error and changes nothing', async () => {
    const player = await book.player(0n);
    for (const factor of [0, 0.001, 10.01, -1, 1.234]) {
      const answer = await setRisk(player.userId, { StakeFactor: factor, Reason: 'x' }, trader, 'de-DE');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: 'VALIDATION', ErrorMessage: 'Der Einsatzfaktor muss zwischen 0,01 und 10 liegen, mit höchstens zwei Nachkommastellen.' });
    }
    expect((await setRisk(player.userId, { StakeFactor: 0.5, Reason: '  ' })).body).toMatchObject({ ErrorCode: 'REASON_REQUIRED' });
    expect((await risk(player.userId)).body).toMatchObject({ StakeFactor: 1, SetBy: null });
    expect(await book.db.selectFrom('audit_log').select('id').where('operation', '=', 'trading.risk').where('target_id', '=', String(player.userId)).execute()).toEqual([]);
  });

  it('support may read the profile but not set it; an unknown player is NOT_FOUND', async () => {
    const player = await book.player(0n);
    expect((await risk(player.userId, support)).status).toBe(200);
    expect((await setRisk(player.userId, { StakeFactor: 0.5, Reason: 'no' }, support)).status).toBe(403);
    expect((await risk(999_999_999_999n)).status).toBe(404);
    expect((await setRisk(999_999_999_999n, { StakeFactor: 0.5, Reason: 'x' })).status).toBe(404);
  });
});
