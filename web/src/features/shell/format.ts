/**
 * Money and time as the player reads them, in the route's language (ARCHITECTURE
 * rule 7). Amounts arrive as exact decimal strings and are formatted as strings,
 * so no float ever rounds a balance.
 */
const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0;

export function formatMoney(lang: string, amount: string, currency: string): string {
  const digits = fractionDigits(amount);
  const value = amount as Intl.StringNumericLiteral;
  try {
    const standard = new Intl.NumberFormat(lang, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: standard,
      maximumFractionDigits: Math.max(standard, digits),
    }).format(value);
  } catch {
    // Not an ISO 4217 code (mBTC, USDTE, …): the number in the locale, then the code.
    return `${new Intl.NumberFormat(lang, { minimumFractionDigits: Math.min(digits, 2), maximumFractionDigits: digits }).format(value)} ${currency}`;
  }
}

/** "0", "0.00", "-0.0": a balance of nothing (seed 000 §4 "If Balance is zero"). */
export const isZeroAmount = (amount: string) => /^[+-]?0*(\.0*)?$/.test(amount.trim()) && /\d/.test(amount);

export function formatDateTime(lang: string, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}
