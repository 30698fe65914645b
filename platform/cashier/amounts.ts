import { currencyDecimals } from '../money';

/**
 * A major-unit decimal ("12.50", or a JSON number a client sent) → integer minor
 * units, through the digits and never through a float. null when it is not a
 * plain positive-or-zero decimal with at most the currency's decimals.
 */
export function toMinor(input: string | number, currency: string): bigint | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const decimals = currencyDecimals(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
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
