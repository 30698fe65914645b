/**
 * Money and time as the player reads them, in the route's language (ARCHITECTURE
 * rule 7). Amounts arrive as exact decimal strings and are formatted as strings,
 * so no float ever rounds a balance.
 */
// One money format for the web and the platform's texts (bonus descriptions): rules/money.
export { formatMoney } from '../../../../rules/money';

/** A marketing round figure ("up to €1,200"): whole units in the currency's local notation. */
export const formatWholeMoney = (lang: string, amount: number, currency: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** "0", "0.00", "-0.0": a balance of nothing (seed 000 §4 "If Balance is zero"). */
export const isZeroAmount = (amount: string) => /^[+-]?0*(\.0*)?$/.test(amount.trim()) && /\d/.test(amount);

export function formatDateTime(lang: string, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}
