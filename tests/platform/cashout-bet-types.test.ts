/**
 * Cash-out for every bet type (issue 23): systems line by line, if-bets, reverse bets and teasers, each
 * valued by its remaining legs (platform/betting/outcome.ts cashoutValue). What a player would notice:
 * a bet whose legs all settled is offered exactly what settlement pays; a lost leg takes away exactly the
 * lines holding it; a price that shortens raises the offer; nothing is offered on a free bet.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashoutValue, type PricedItem, type TicketShape } from '../../platform/betting/outcome';
import { DEFAULT_BETTING_OPTIONS } from '../../platform/betting/options';
import { systemLines } from '../../rules/betting/combinations';
import { ifBetReturn, type ItemResult, reverseBetReturn, systemReturn, teaserReturn } from '../../rules/betting/settlement';
import { FUZZ_SEED } from '../security/hostile';

const noMargin = { ...DEFAULT_BETTING_OPTIONS, cashoutMarginPercent: 0 };
const TEASER = DEFAULT_BETTING_OPTIONS.teasers[0]!.odds;

const shape = (betType: TicketShape['betType'], over: Partial<TicketShape> = {}): TicketShape => ({
  betType,
  unitStake: 10_00n,
  systemSize: betType === 'system' ? 2 : null,
  teaserOdds: betType === 'teaser' ? TEASER : null,
  ifbetVariant: 'standard',
  freeBet: false,
  insurancePremium: 0n,
  maxOdds: 1_000_000n,
  ...over,
});
const leg = (odds: number, result: ItemResult, currentOdds: number | null = result === 'pending' ? odds : null, banker = false): PricedItem => ({ odds, result, currentOdds, banker });

const oddsArb = fc.integer({ min: 105, max: 900 });
const settledArb = fc.constantFrom<ItemResult>('win', 'lost', 'refund', 'halfwin', 'halflose', 'cancelled');

describe('cash-out of a system, line by line', () => {
  it('offers a system whose legs all settled exactly what settlement pays (margin aside), for any sizes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(oddsArb, settledArb), { minLength: 3, maxLength: 7 }), fc.nat(), (legs, pick) => {
        const size = 1 + (pick % (legs.length - 1));
        const items = legs.map(([odds, result]) => leg(odds, result));
        const paid = systemReturn(10_00n, { size }, items);
        expect(cashoutValue(noMargin, shape('system', { systemSize: size }), items)).toBe(paid > 0n ? paid : null);
      }),
      { seed: FUZZ_SEED, numRuns: 200 },
    );
  });

  it('a lost leg zeroes exactly the lines holding it: the value is the sum of the other lines, each a combo', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(oddsArb, oddsArb), { minLength: 3, maxLength: 6 }), fc.nat(), fc.nat(), (legs, pick, lostAt) => {
        const size = 1 + (pick % (legs.length - 1));
        const lost = lostAt % legs.length;
        const items = legs.map(([odds, now], i) => (i === lost ? leg(odds, 'lost') : leg(odds, 'pending', now)));
        const byLine = systemLines({ selections: items.length, size })
          .filter((line) => !line.includes(lost))
          .reduce((sum, line) => sum + (cashoutValue(DEFAULT_BETTING_OPTIONS, shape('combo'), line.map((i) => items[i]!)) ?? 0n), 0n);
        expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape('system', { systemSize: size }), items)).toBe(byLine > 0n ? byLine : null);
      }),
      { seed: FUZZ_SEED, numRuns: 200 },
    );
  });

  it('offers nothing once a banker lost (every line holds it), and nothing while a leg is suspended', () => {
    const banker = [leg(200, 'lost', null, true), leg(150, 'pending'), leg(180, 'pending'), leg(210, 'pending')];
    expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape('system', { systemSize: 1 }), banker)).toBeNull();
    const suspended = [leg(200, 'pending'), leg(150, 'pending', null), leg(180, 'pending')];
    expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape('system'), suspended)).toBeNull();
  });

  it('a 2/3 just placed is offered its stake less the margin, line by line: 3 lines of 10.00 → 3 × 9.50', () => {
    const items = [leg(200, 'pending'), leg(150, 'pending'), leg(180, 'pending')];
    expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape('system'), items)).toBe(28_50n);
  });
});

describe('cash-out of if-bets and reverse bets', () => {
  it('offers an if-bet or a reverse bet whose legs all settled exactly what settlement pays', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(oddsArb, settledArb), { minLength: 2, maxLength: 5 }), fc.constantFrom<'standard' | 'action'>('standard', 'action'), (legs, variant) => {
        const items = legs.map(([odds, result]) => leg(odds, result));
        const once = ifBetReturn(10_00n, items, variant);
        expect(cashoutValue(noMargin, shape('ifbet', { ifbetVariant: variant }), items)).toBe(once > 0n ? once : null);
        const both = reverseBetReturn(10_00n, items, variant);
        expect(cashoutValue(noMargin, shape('reversebet', { ifbetVariant: variant }), items)).toBe(both > 0n ? both : null);
      }),
      { seed: FUZZ_SEED, numRuns: 200 },
    );
  });

  it('values an open if-bet by its remaining legs: first leg won at 2.00, second open at 2.00 → 10 won + 20 × ½ = 20.00', () => {
    const items = [leg(200, 'win'), leg(200, 'pending')];
    // The first leg paid its 10.00 winnings; the 10.00 riding on the second wins 20.00 with chance ½.
    expect(cashoutValue(noMargin, shape('ifbet'), items)).toBe(20_00n);
    // The second leg shortening to 1.60 raises the chance to 62.5 %: 10 + 20 × 0.625 = 22.50.
    expect(cashoutValue(noMargin, shape('ifbet'), [leg(200, 'win'), leg(200, 'pending', 160)])).toBe(22_50n);
    // Margin 5 %: 22.50 × 0.95.
    expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape('ifbet'), [leg(200, 'win'), leg(200, 'pending', 160)])).toBe(21_37n);
  });

  it('a fair if-bet just placed is worth its stake, a reverse bet twice it (prices unchanged, fair prices)', () => {
    const items = [leg(200, 'pending'), leg(400, 'pending'), leg(125, 'pending')];
    expect(cashoutValue(noMargin, shape('ifbet'), items)).toBe(10_00n);
    expect(cashoutValue(noMargin, shape('reversebet'), items)).toBe(20_00n);
  });
});

describe('cash-out of teasers', () => {
  it('offers a teaser whose legs all settled exactly what settlement pays', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<ItemResult>('win', 'refund', 'cancelled'), { minLength: 2, maxLength: 6 }), (results) => {
        const items = results.map((result) => leg(191, result));
        expect(cashoutValue(noMargin, shape('teaser'), items)).toBe(teaserReturn(10_00n, results, TEASER));
      }),
      { seed: FUZZ_SEED, numRuns: 100 },
    );
  });

  it('a teaser just placed is worth its stake less the margin; a leg won raises it; a lost leg ends it', () => {
    const open = [leg(191, 'pending'), leg(191, 'pending'), leg(191, 'pending')];
    expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape('teaser'), open)).toBe(9_49n); // 9.50, the chance's float rounded down
    const oneWon = [leg(191, 'win'), leg(191, 'pending'), leg(191, 'pending')];
    expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape('teaser'), oneWon)!).toBeGreaterThan(9_50n);
    expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape('teaser'), [leg(191, 'lost'), leg(191, 'pending'), leg(191, 'pending')])).toBeNull();
  });
});

describe('every bet type', () => {
  it('the offer rises when an open leg shortens and falls when it drifts; a free bet offers none', () => {
    for (const betType of ['combo', 'system', 'ifbet', 'reversebet', 'teaser'] as const) {
      const at = (now: number) => cashoutValue(DEFAULT_BETTING_OPTIONS, shape(betType), [leg(200, 'pending', now), leg(180, 'pending'), leg(190, 'pending')])!;
      expect(at(160), betType).toBeGreaterThan(at(200));
      expect(at(250), betType).toBeLessThan(at(200));
      expect(cashoutValue(DEFAULT_BETTING_OPTIONS, shape(betType, { freeBet: true }), [leg(200, 'pending'), leg(180, 'pending'), leg(190, 'pending')]), betType).toBeNull();
    }
  });
});
