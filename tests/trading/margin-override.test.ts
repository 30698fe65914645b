/**
 * A trader's margin on a market (issue 19), the pure rule: the feed's prices de-margined and priced again
 * at the trader's margin; 'offset' (follow) moves with the feed, 'fixed' (kept) does not.
 */
import { describe, expect, it } from 'vitest';
import { applySuspensions, type PriceOverride } from '../../platform/trading/apply';
import { remargined } from '../../platform/trading/margin';
import type { BookMarket } from '../../platform/sportsbook/book';

const bookOf = (n: number[]) => n.reduce((sum, price) => sum + 1 / price, 0);

const market = (prices: Record<string, number | null>, type: BookMarket['Type'] = '1x2'): BookMarket => ({
  ID: 10_001,
  Key: `match/${type}`,
  Type: type,
  PeriodType: 'match',
  PeriodIndex: 0,
  Line: null,
  IsMain: true,
  IsSuspended: false,
  Odds: Object.entries(prices).map(([Key, Price], index) => ({ ID: 10_002 + index, Key, Title: Key, TitleSuffix: null, Price, IsSuspended: false })),
});
const served = (book: BookMarket, override: PriceOverride) => applySuspensions([book], { whole: false, markets: new Set(), prices: new Map([[book.ID, override]]) })[0]!.Odds.map((odd) => odd.Price);

describe('remargined', () => {
  it.each([0.02, 0.05, 0.1, 0.25])('a 1X2 at margin %s: the implied probabilities sum to 1 + margin, within the rounding down to hundredths', (margin) => {
    const prices = remargined('1x2', [2.0, 3.4, 3.8], margin)!;
    expect(bookOf(prices)).toBeGreaterThanOrEqual(1 + margin - 1e-9);
    expect(bookOf(prices)).toBeLessThan(1 + margin + 0.006);
  });

  it('keeps the feed’s ratios: the favourite stays the favourite, a lower margin lengthens every price', () => {
    const feed = [2.0, 3.4, 3.8];
    const thin = remargined('1x2', feed, 0.02)!;
    const fat = remargined('1x2', feed, 0.2)!;
    expect(thin.every((price, index) => price > feed[index]!)).toBe(true);
    expect(fat.every((price, index) => price < feed[index]!)).toBe(true);
    expect(thin[0]).toBeLessThan(thin[1]!);
  });

  it('a double chance sums to twice 1 + margin', () => {
    const prices = remargined('double-chance', [1.25, 1.3, 1.7], 0.05)!;
    expect(bookOf(prices)).toBeGreaterThanOrEqual(2 * 1.05 - 1e-9);
    expect(bookOf(prices)).toBeLessThan(2 * 1.05 + 0.01);
  });

  it('cannot re-price a market with an outcome not offered', () => {
    expect(remargined('1x2', [2.0, null, 3.8], 0.05)).toBeNull();
  });
});

const override = (mode: 'fixed' | 'offset'): PriceOverride => ({ mode, prices: {}, base: { home: 2.0, draw: 3.4, away: 3.8 }, marginBp: 200 });

describe('a margin override applied to the book', () => {
  it('offset (follow the feed): the feed’s later moves are re-priced at the trader’s margin', () => {
    const before = served(market({ home: 2.0, draw: 3.4, away: 3.8 }), override('offset'));
    const after = served(market({ home: 1.6, draw: 3.9, away: 5.5 }), override('offset'));
    expect(before).toEqual(remargined('1x2', [2.0, 3.4, 3.8], 0.02));
    expect(after).toEqual(remargined('1x2', [1.6, 3.9, 5.5], 0.02));
    expect(after[0]).toBeLessThan(before[0]!);
  });

  it('fixed (kept): the feed’s later moves do not change the prices', () => {
    const before = served(market({ home: 2.0, draw: 3.4, away: 3.8 }), override('fixed'));
    const after = served(market({ home: 1.6, draw: 3.9, away: 5.5 }), override('fixed'));
    expect(after).toEqual(before);
    expect(bookOf(after as number[])).toBeCloseTo(1.02, 2);
  });

  it('the feed taking an outcome off the market leaves the feed’s prices', () => {
    expect(served(market({ home: 2.0, draw: null, away: 3.8 }), override('offset'))).toEqual([2.0, null, 3.8]);
  });
});
