/**
 * Quick deposit amounts (seed 001 §9) scaled to the currency and to the chosen
 * method's limits. The seed's fixed €1,000–€50,000 buttons suit no first
 * deposit and most methods refuse them, so the steps are "nice" amounts
 * (1, 2, 5 × 10ⁿ) starting at the method's minimum — or, without one, at a
 * typical first deposit in the currency — and never above its maximum.
 */
import { compareDecimal } from './rules';

/** A typical smallest deposit in whole units: ten euros' worth, roughly. Currencies not named (crypto) start at the method's minimum. */
const TYPICAL_FIRST: Readonly<Record<string, number>> = {
  EUR: 10, USD: 10, GBP: 10, CHF: 10, CAD: 10, AUD: 10, NZD: 10,
  SEK: 100, NOK: 100, DKK: 100, PLN: 50, BRL: 50, TRY: 100, MXN: 200, ZAR: 200, CZK: 200,
  INR: 1000, RUB: 1000, JPY: 1000, HUF: 5000,
};

/** How many buttons fit one row on a phone. */
const COUNT = 4;
const MANTISSAS = [1, 2, 5] as const;

/** m × 10^e as a Decimal string, exactly ("5" with -4 → "0.0005"). */
function niceAmount(mantissa: number, exponent: number): string {
  if (exponent >= 0) return `${mantissa}${'0'.repeat(exponent)}`;
  return `0.${'0'.repeat(-exponent - 1)}${mantissa}`;
}

/** The nice amounts from the smallest not below `from`, in order, within the currency's decimals, up to `max`. */
function* niceAmountsFrom(from: string, decimals: number, max: string | null): Generator<string> {
  for (let exponent = -decimals; exponent <= 15; exponent++) {
    for (const mantissa of MANTISSAS) {
      const amount = niceAmount(mantissa, exponent);
      if (compareDecimal(amount, from) < 0) continue;
      if (max !== null && compareDecimal(amount, max) > 0) return;
      yield amount;
    }
  }
}

export function quickAmountsFor(currency: string, limits: { min?: string | null; max?: string | null; decimals?: number }): string[] {
  const typical = TYPICAL_FIRST[currency];
  const min = limits.min ?? '0';
  const from = typical !== undefined && compareDecimal(String(typical), min) > 0 ? String(typical) : min;
  // Without any floor (an unknown currency and no minimum) there is nothing sensible to suggest.
  if (compareDecimal(from, '0') <= 0) return [];
  const amounts: string[] = [];
  for (const amount of niceAmountsFrom(from, limits.decimals ?? 2, limits.max ?? null)) {
    amounts.push(amount);
    if (amounts.length === COUNT) break;
  }
  return amounts;
}
