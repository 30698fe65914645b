import { CURRENCIES } from './reference/data';

const decimalsOf = new Map(CURRENCIES.map((currency) => [currency.abbreviation, currency.decimals]));

/** Digits after the decimal point in amounts of a currency (2 for one we do not list). */
export const currencyDecimals = (currency: string) => decimalsOf.get(currency) ?? 2;

/** Minor units → the decimal string JSON and GraphQL carry ("1000.00"); never through a float. */
export function formatMinor(minor: bigint, currency: string): string {
  const decimals = currencyDecimals(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}
