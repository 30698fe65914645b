/** Money as text and minor units (rules/money.ts, platform/money.ts): one row per case. */
import { describe, expect, it } from 'vitest';
import { formatMinor, isoMinorUnits, parseMinor } from '../../rules/money';
import { currencyDecimals, formatMinor as formatIn, readAmount, toMinor } from '../../platform/money';

describe('parseMinor', () => {
  it.each([
    // input, decimals, minor units (null: refused)
    ['12.5', 2, 1250n],
    ['12.50', 2, 1250n],
    ['12', 2, 1200n],
    ['0', 2, 0n],
    ['0.01', 2, 1n],
    [' 7.25 ', 2, 725n],
    ['1.500', 2, 150n],
    ['12.505', 2, null],
    ['0.001', 2, null],
    ['-5', 2, null],
    ['-0.50', 2, null],
    ['+5', 2, null],
    ['1e3', 2, null],
    ['1,50', 2, null],
    ['.5', 2, null],
    ['5.', 2, null],
    ['', 2, null],
    ['abc', 2, null],
    ['999999999999999.99', 2, 99999999999999999n],
    ['1000000000000000', 2, null],
    ['5', 0, 5n],
    ['5.0', 0, 5n],
    ['5.5', 0, null],
    ['1.234', 3, 1234n],
    ['1.2', 3, 1200n],
    ['1.2345', 3, null],
    ['0.00000001', 8, 1n],
  ] as const)('%j with %i decimals → %s', (input, decimals, expected) => {
    expect(parseMinor(input, decimals)).toBe(expected);
  });

  it.each([
    [12.5, 2, 1250n],
    [0.1, 2, 10n],
    [-1, 2, null],
    [Number.NaN, 2, null],
    [Number.POSITIVE_INFINITY, 2, null],
    [1e21, 2, null],
  ] as const)('the JSON number %d with %i decimals → %s', (input, decimals, expected) => {
    expect(parseMinor(input, decimals)).toBe(expected);
  });
});

describe('formatMinor', () => {
  it.each([
    [1250n, 2, '12.50'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [-1250n, 2, '-12.50'],
    [-5n, 2, '-0.05'],
    [1500n, 0, '1500'],
    [-3n, 0, '-3'],
    [1234n, 3, '1.234'],
    [7n, 3, '0.007'],
    [1n, 8, '0.00000001'],
    [123456789012345678901234567890n, 2, '1234567890123456789012345678.90'],
  ] as const)('%s with %i decimals → %s', (minor, decimals, expected) => {
    expect(formatMinor(minor, decimals)).toBe(expected);
  });

  // Up to the 15 whole digits parseMinor takes, whatever the decimals.
  it('reads back what it writes', () => {
    for (const decimals of [0, 2, 3, 8]) for (const minor of [0n, 1n, 99n, 100n, 12345n, 999_999_999_999_999n]) expect(parseMinor(formatMinor(minor, decimals), decimals)).toBe(minor);
  });
});

describe('currency decimals', () => {
  it.each([
    ['JPY', 0],
    ['EUR', 2],
    ['KWD', 3],
    ['BHD', 3],
    ['BTC', null],
    ['mBTC', null],
    ['XYZ', null],
  ] as const)('ISO 4217 minor units of %s: %s', (code, expected) => {
    expect(isoMinorUnits(code)).toBe(expected);
  });

  it.each([
    // our currency table first (it lists the coins), then ISO 4217, then 2
    ['EUR', 2],
    ['SEK', 2],
    ['BTC', 8],
    ['mBTC', 5],
    ['NEO', 0],
    ['JPY', 0],
    ['KWD', 3],
    ['XYZ', 2],
  ] as const)('the platform counts %s in %i decimals', (currency, expected) => {
    expect(currencyDecimals(currency)).toBe(expected);
  });

  it('parses and formats in the currency of the amount', () => {
    expect(toMinor('12.5', 'EUR')).toBe(1250n);
    expect(toMinor('1250', 'JPY')).toBe(1250n);
    expect(toMinor('12.5', 'JPY')).toBeNull();
    expect(toMinor('1.234', 'KWD')).toBe(1234n);
    expect(toMinor('1.2345', 'KWD')).toBeNull();
    expect(formatIn(1250n, 'EUR')).toBe('12.50');
    expect(formatIn(1250n, 'JPY')).toBe('1250');
    expect(formatIn(1234n, 'BHD')).toBe('1.234');
  });

  it('reads a form amount: blank is required, zero and refusals are invalid', () => {
    expect(readAmount(undefined, 'EUR')).toEqual({ ok: false, problem: 'required' });
    expect(readAmount('  ', 'EUR')).toEqual({ ok: false, problem: 'required' });
    expect(readAmount('0', 'EUR')).toEqual({ ok: false, problem: 'invalid' });
    expect(readAmount('-1', 'EUR')).toEqual({ ok: false, problem: 'invalid' });
    expect(readAmount('1.001', 'EUR')).toEqual({ ok: false, problem: 'invalid' });
    expect(readAmount('10', 'KWD')).toEqual({ ok: true, minor: 10_000n });
  });
});
