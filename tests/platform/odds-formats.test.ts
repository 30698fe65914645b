import { describe, expect, it } from 'vitest';
import { FRACTIONAL_LADDER, type OddsFormat, formatOdds, parseOdds, roundHalfAway } from '../../rules/odds-formats';
import { itReturns } from '../helpers/table';

const FORMATS: OddsFormat[] = ['decimal', 'fractional', 'american', 'hongkong', 'indonesian', 'malay'];

// The published conversion rows (any odds-converter table, e.g. Pinnacle's "Odds formats" help page).
// 1.91 is 10/11 (1.909…), the standard -110 line.
const TABLE: [number, Record<OddsFormat, string>][] = [
  [1.5, { decimal: '1.50', fractional: '1/2', american: '-200', hongkong: '0.50', indonesian: '-2.00', malay: '0.50' }],
  [2.0, { decimal: '2.00', fractional: '1/1', american: '+100', hongkong: '1.00', indonesian: '+1.00', malay: '1.00' }],
  [2.5, { decimal: '2.50', fractional: '3/2', american: '+150', hongkong: '1.50', indonesian: '+1.50', malay: '-0.67' }],
  [3.0, { decimal: '3.00', fractional: '2/1', american: '+200', hongkong: '2.00', indonesian: '+2.00', malay: '-0.50' }],
  [1.25, { decimal: '1.25', fractional: '1/4', american: '-400', hongkong: '0.25', indonesian: '-4.00', malay: '0.25' }],
  [1.91, { decimal: '1.91', fractional: '10/11', american: '-110', hongkong: '0.91', indonesian: '-1.10', malay: '0.91' }],
  [11.0, { decimal: '11.00', fractional: '10/1', american: '+1000', hongkong: '10.00', indonesian: '+10.00', malay: '-0.10' }],
];
const ROWS = TABLE.flatMap(([decimal, shown]) => FORMATS.map((format) => [decimal, format, shown[format]] as const));

describe('odds formats: the published conversion table', () => {
  it.each(ROWS)('decimal %s shows in %s as %s', (decimal, format, text) => {
    expect(formatOdds(decimal, format)).toBe(text);
  });

  it.each(ROWS)('decimal %s: %s %s reads back to about the same price', (decimal, format, text) => {
    // Displays are rounded: Malay -0.67 is 2.4925, not 2.50. Within 0.05 of the decimal, and exact for decimal.
    expect(Math.abs(parseOdds(text, format) - decimal)).toBeLessThan(format === 'decimal' ? 0.006 : 0.05);
  });

  it.each([
    ['evens', 'fractional', 2],
    ['EVS', 'fractional', 2],
    ['6/4', 'fractional', 2.5],
    ['4/6', 'fractional', 5 / 3],
    ['-100', 'american', 2],
    ['150', 'american', 2.5],
    ['-1.00', 'indonesian', 2],
    ['-1.00', 'malay', 2],
  ] as const)('reads the other spellings: %s (%s) is %s', (text, format, decimal) => {
    expect(parseOdds(text, format)).toBeCloseTo(decimal, 12);
  });

  it.each([
    ['1.00', 'decimal'],
    ['0/1', 'fractional'],
    ['5/0', 'fractional'],
    ['-99', 'american'],
    ['+50', 'american'],
    ['0.00', 'hongkong'],
    ['+0.50', 'indonesian'],
    ['0.00', 'malay'],
    ['1.20', 'malay'],
    ['two', 'decimal'],
  ] as const)('refuses %s as %s', (text, format) => {
    expect(() => parseOdds(text, format)).toThrow(RangeError);
  });

  itReturns('shows a long price %s in Malay to 3 places: %s', (decimal: number) => formatOdds(decimal, 'malay'), [
    [11.5, '-0.095'],
    [101, '-0.010'],
    [201, '-0.005'],
    [1001, '-0.001'],
  ]);

  it('refuses a decimal price of 1 or less', () => {
    expect(() => formatOdds(1, 'american')).toThrow(RangeError);
    expect(() => formatOdds(Number.NaN, 'decimal')).toThrow(RangeError);
  });
});

describe('odds formats: rounding and round trips', () => {
  itReturns('rounds %s to %s places half away from zero: %s', roundHalfAway, [
    [0.905, 2, 0.91],
    [1.005, 2, 1.01],
    [-0.665, 2, -0.67],
    [110.5, 0, 111],
    [-110.5, 0, -111],
    [1.15 * 100, 0, 115],
  ]);

  it('uses a ladder of reduced fractions, shortest first', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    for (const [n, d] of FRACTIONAL_LADDER) expect(gcd(n, d)).toBe(1);
    const values = FRACTIONAL_LADDER.map(([n, d]) => n / d);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
  });

  it('shows every ladder fraction as itself', () => {
    for (const [n, d] of FRACTIONAL_LADDER) expect(formatOdds(parseOdds(`${n}/${d}`, 'fractional'), 'fractional')).toBe(`${n}/${d}`);
  });

  // A simple fraction (denominator up to 20, numerator up to 100, or any whole number) shows exactly,
  // on the ladder or not: 1.35 is 7/20, not the 1/3 or 2/5 either side of it.
  itReturns('shows decimal %s exactly as the simple fraction %s', (decimal: number) => formatOdds(decimal, 'fractional'), [
    [1.3, '3/10'],
    [1.35, '7/20'],
    [1.45, '9/20'],
    [2.15, '23/20'],
    [2.4, '7/5'],
    [4.35, '67/20'],
    [5.95, '99/20'],
    [12.5, '23/2'],
    [1 + 1 / 3, '1/3'],
    [1 + 8 / 13, '8/13'],
    [1401, '1400/1'],
  ]);

  // Any other price shows as the nearest ladder fraction that is not better than it: a displayed price
  // must never promise more than the price the bet is taken at (issue 22 item 5: 1.32 showed as 1/3 =
  // 1.333 and 2.03 as 21/20 = 2.05).
  itReturns('shows decimal %s as the nearest ladder fraction not above it, %s', (decimal: number) => formatOdds(decimal, 'fractional'), [
    [1.32, '3/10'],
    [2.03, '1/1'],
    [1.87, '5/6'],
    [1.909, '5/6'],
    [2.37, '5/4'],
    [1.01, '1/100'],
    [1.67, '2/3'],
    [1.66, '8/13'],
    [6.05, '5/1'],
    [101.5, '100/1'],
    [1000.99, '750/1'],
    [1401.6, '1400/1'],
  ]);

  // Every 2-place price the book can offer, MIN_PRICE 1.01 … MAX_PRICE 1001: the fraction shown is worth
  // at most the price (the tolerance only absorbs binary noise, 1e-9 of a unit).
  it('never shows a fraction better than the price, over 1.01 … 1001', () => {
    for (let hundredths = 101; hundredths <= 100_100; hundredths++) {
      const decimal = hundredths / 100;
      const text = formatOdds(decimal, 'fractional');
      expect(parseOdds(text, 'fractional'), `${decimal} → ${text}`).toBeLessThanOrEqual(decimal + 1e-9);
    }
  });

  // Every 2-place price from 1.01 to 30, and a few long ones: what a format shows reads back to a
  // price that shows the same, so a player's display never drifts when it is converted again.
  const PRICES = [...Array.from({ length: 2900 }, (_, i) => (101 + i) / 100), 45.5, 67, 101, 251, 501, 1001];
  it.each(FORMATS)('%s: display → price → display is stable over 1.01 … 1001', (format) => {
    for (const decimal of PRICES) {
      const text = formatOdds(decimal, format);
      expect(formatOdds(parseOdds(text, format), format), `${decimal} → ${text}`).toBe(text);
    }
  });
});
