/**
 * A trader's margin on a market (issue 19), through REST: the market's prices re-derived at the trader's
 * margin for the slip and placement; 'offset' follows the feed, 'fixed' keeps the prices until released;
 * one override per market (a margin replaces a price override and the other way round); every act audited
 * with before/after and reason; bad input a translated 400 that changes nothing; the role table decides who may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import { remargined } from '../../platform/trading/margin';

let book: BettingPlatform;
let trader: TestStaff;
beforeAll(async () => {
  book = await startBettingPlatform();
  trader = await signedInStaff(book.db, book.app as never, ['trader']);
});
afterAll(() => book.close());

const EN = { 'accept-language': 'en-US' };
let made = 0;
const PRICES = { home: 2.0, draw: 3.4, away: 3.8 };
const marketIdOf = (oddId: number) => Math.floor(oddId / 10_000) * 10_000 + 1;
const shown = (price: number) => price.toFixed(2);

async function newMatch(name: string) {
  const key = `margin-${name}-${++made}-${Date.now().toString(36)}`;
  await book.match(key, PRICES);
  const home = await book.oddId(key, 'match/1x2', 'home');
  return { key, home, market: marketIdOf(home) };
}
const setMargin = (market: number, Mode: 'fixed' | 'offset' | null, Margin: string | null, headers: Record<string, string> = {}, staff = trader) =>
  book.request('PUT', `/api/backoffice/trading/markets/${market}/margin`, undefined, { Mode, Margin, Reason: 'sharp action' }, { ...staff.headers, ...EN, ...headers });
const reprice = (market: number, Mode: 'fixed' | 'offset' | null, Prices: Record<string, string>) =>
  book.request('PUT', `/api/backoffice/trading/markets/${market}/prices`, undefined, { Mode, Prices, Reason: 'trader view' }, { ...trader.headers, ...EN });
const priceOf = async (token: string, oddId: number) => ((await book.request('POST', '/api/betslip', token, { Selections: [{ OddId: oddId }] })).body.Selections as Json[])[0]!.Odds;
const auditOf = (market: number) =>
  book.db.selectFrom('audit_log').select(['operation', 'staff_id', 'before', 'after', 'reason']).where('target_type', '=', 'trading_price').where('target_id', '=', String(market)).orderBy('id').execute();

describe('a margin override', () => {
  it('offset: the slip and placement take the feed’s prices at the trader’s margin, the feed’s moves come through at it, release returns the feed’s', async () => {
    const { key, home, market } = await newMatch('offset');
    const player = await book.player(100_00n);
    const [atTwo] = remargined('1x2', [2.0, 3.4, 3.8], 0.02)!;
    const answer = await setMargin(market, 'offset', '2');
    expect(answer.body).toMatchObject({ HasErrors: false, Margin: '2.00', Prices: { home: atTwo } });
    expect(await priceOf(player.token, home)).toBe(shown(atTwo!));

    await book.feed(update(key, { markets: simpleBook({ ...PRICES, home: 1.8 }) }));
    const [moved] = remargined('1x2', [1.8, 3.4, 3.8], 0.02)!;
    expect(moved).toBeLessThan(atTwo!);
    expect(await priceOf(player.token, home)).toBe(shown(moved!));
    const placed = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '10', OddsPolicy: 'decline-any', Selections: [{ OddId: home, Odds: shown(moved!) }] }, EN);
    expect(placed.body.Tickets[0]).toMatchObject({ StatusName: 'accepted', PotentialReturn: (10 * moved!).toFixed(2) });

    expect((await setMargin(market, null, null)).body).toMatchObject({ HasErrors: false, Margin: null });
    expect(await priceOf(player.token, home)).toBe('1.80');
    expect(await auditOf(market)).toEqual([
      { operation: 'trading.control', staff_id: trader.id, before: null, after: { mode: 'offset', margin: '2.00', prices: expect.objectContaining({ home: atTwo }), feed: PRICES }, reason: 'sharp action' },
      { operation: 'trading.control', staff_id: trader.id, before: { mode: 'offset', margin: '2.00' }, after: null, reason: 'sharp action' },
    ]);
  });

  it('fixed: the prices at the trader’s margin are kept while the feed moves', async () => {
    const { key, home, market } = await newMatch('fixed');
    const player = await book.player(100_00n);
    const [atTwenty] = remargined('1x2', [2.0, 3.4, 3.8], 0.2)!;
    await setMargin(market, 'fixed', '20');
    expect(await priceOf(player.token, home)).toBe(shown(atTwenty!));
    await book.feed(update(key, { markets: simpleBook({ ...PRICES, home: 2.6 }) }));
    expect(await priceOf(player.token, home)).toBe(shown(atTwenty!));
  });

  it('one override per market: a margin replaces a price override and a price override replaces a margin, each audited with what it replaced', async () => {
    const { home, market } = await newMatch('replace');
    const player = await book.player(100_00n);
    await reprice(market, 'fixed', { home: '2.50' });
    await setMargin(market, 'offset', '5');
    expect(await priceOf(player.token, home)).toBe(shown(remargined('1x2', [2.0, 3.4, 3.8], 0.05)![0]!));
    await reprice(market, 'fixed', { home: '2.30' });
    expect(await priceOf(player.token, home)).toBe('2.30');
    expect((await auditOf(market)).map((entry) => [entry.before, (entry.after as Json)?.mode])).toEqual([
      [null, 'fixed'],
      [{ mode: 'fixed', prices: { home: 2.5 } }, 'offset'],
      [{ mode: 'offset', margin: '5.00' }, 'fixed'],
    ]);
    const view = await book.request('GET', `/api/backoffice/trading/matches/${Math.floor(market / 10_000)}/controls`, undefined, undefined, trader.headers);
    expect(view.body.Match.Markets.find((candidate: Json) => candidate.Id === String(market)).Override).toMatchObject({ Mode: 'fixed', Margin: null, Prices: { home: 2.3 }, Reason: 'trader view', StaffUserName: trader.username });
  });

  it.each([
    ['de-DE', '1', 'Gib eine Marge zwischen 2 und 25 Prozent ein, z. B. 5 oder 4.50.'],
    ['sv-SE', '26', 'Ange en marginal mellan 2 och 25 procent, t.ex. 5 eller 4.50.'],
    ['it-IT', 'five', 'Inserisci un margine tra 2 e 25 per cento, ad es. 5 o 4.50.'],
    ['en-US', '4.555', 'Enter a margin between 2 and 25 percent, e.g. 5 or 4.50.'],
  ])('a bad margin (%s, %s) is a translated 400 and changes nothing', async (lang, margin, message) => {
    const { home, market } = await newMatch('bad');
    const player = await book.player(100_00n);
    expect(await setMargin(market, 'fixed', margin, { 'accept-language': lang })).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION', ErrorMessage: message } });
    expect(await priceOf(player.token, home)).toBe('2.00');
    expect(await auditOf(market)).toEqual([]);
  });

  it('the auditor may not set it, an unknown market is 404', async () => {
    const { market } = await newMatch('roles');
    const auditor = await signedInStaff(book.db, book.app as never, ['auditor']);
    expect((await setMargin(market, 'offset', '5', {}, auditor)).status).toBe(403);
    expect((await setMargin(market + 999, 'offset', '5')).status).toBe(404);
    expect(await auditOf(market)).toEqual([]);
  });
});
