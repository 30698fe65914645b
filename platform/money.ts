/**
 * The platform's one place for money as text: a currency's decimals, major-unit strings → minor units
 * (request bodies, operator settings) and back (every answer). The digit rules are rules/money.ts,
 * which the web shares; this module adds which currency has how many decimals.
 */
import { formatMinor as formatWithDecimals, isoMinorUnits, parseMinor } from '../rules/money';
import { CURRENCIES } from './reference/data';

const decimalsOf = new Map(CURRENCIES.map((currency) => [currency.abbreviation, currency.decimals]));

/**
 * Digits after the decimal point in amounts of a currency: our currency table's (it lists the coins
 * ISO 4217 does not), else ISO 4217's minor units (JPY 0, KWD 3), else 2.
 */
export const currencyDecimals = (currency: string) => decimalsOf.get(currency) ?? isoMinorUnits(currency) ?? 2;

/** Minor units → the decimal string JSON and GraphQL carry ("1000.00"); never through a float. */
export const formatMinor = (amount: bigint, currency: string): string => formatWithDecimals(amount, currencyDecimals(currency));

/**
 * A major-unit decimal ("12.50", or a JSON number a client sent) → integer minor units, through the
 * digits and never through a float. null when it is not a plain positive-or-zero decimal with at most
 * the currency's decimals.
 */
export const toMinor = (input: string | number, currency: string): bigint | null => parseMinor(input, currencyDecimals(currency));

/** toMinor that also reads a leading minus (money taken rather than added); null when not an amount. */
export function signedMinor(input: string | number, currency: string): bigint | null {
  const text = String(input).trim();
  const negative = text.startsWith('-');
  const value = toMinor(negative ? text.slice(1) : text, currency);
  return value === null ? null : negative ? -value : value;
}

/** toMinor for constants we know are valid. */
export function minor(major: string, currency: string): bigint {
  const value = toMinor(major, currency);
  if (value === null) throw new Error(`not an amount: ${major} ${currency}`);
  return value;
}

export type AmountCheck = { ok: true; minor: bigint } | { ok: false; problem: 'required' | 'invalid' };

/** The Amount field of a form: missing or blank is "required"; anything else must be a positive amount. */
export function readAmount(input: string | number | null | undefined, currency: string): AmountCheck {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return { ok: false, problem: 'required' };
  const value = toMinor(input, currency);
  if (value === null || value <= 0n) return { ok: false, problem: 'invalid' };
  return { ok: true, minor: value };
}
