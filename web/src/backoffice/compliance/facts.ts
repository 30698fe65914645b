/**
 * A compliance flag's facts in words. The platform stores them as the rule saw them
 * (platform/compliance/flags.ts, responsible/activity.ts): amounts in minor units as strings beside their
 * currency, the address, the counts. This is the one place the back office reads that shape; a fact it
 * does not know shows as it came, so nothing a rule adds is hidden.
 */
import { formatMinor, isoMinorUnits } from '../../../../rules/money';

export interface Fact {
  /** The fact's key (its label is `facts.<key>` in backoffice-compliance). */
  key: string;
  value: string;
}

/** Amounts a rule records in minor units of the flag's currency. */
const MONEY_KEYS: ReadonlySet<string> = new Set(['amount', 'threshold', 'netDeposits']);
/**
 * The order facts read in (the fact itself, then what it was measured against): the database keeps a
 * flag's details as jsonb, which does not keep the order they were written in. Others follow by name.
 */
const ORDER = ['amount', 'netDeposits', 'ip', 'accounts', 'threshold', 'days', 'profile'];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
/** Shown beside the amounts, not as a fact of its own. */
const HIDDEN_KEYS: ReadonlySet<string> = new Set(['currency']);

/** Minor units of the currency → "€1,000.00" in the reader's language; the digits as they came when they are not an integer. */
function moneyOf(minor: string, currency: string, lang: string): string {
  if (!/^-?\d{1,19}$/.test(minor)) return minor;
  const decimals = isoMinorUnits(currency) ?? 2;
  const amount = formatMinor(BigInt(minor), decimals);
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount as Intl.StringNumericLiteral);
  } catch {
    // A coin Intl does not know as a currency (mBTC): the amount and its code.
    return `${amount} ${currency}`;
  }
}

export function factsOf(details: unknown, lang: string): Fact[] {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return [];
  const record = details as Record<string, unknown>;
  const currency = typeof record.currency === 'string' ? record.currency : null;
  return Object.entries(record)
    .filter(([key]) => !HIDDEN_KEYS.has(key))
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => ({
      key,
      value: MONEY_KEYS.has(key) && currency && (typeof value === 'string' || typeof value === 'number') ? moneyOf(String(value), currency, lang) : typeof value === 'string' ? value : JSON.stringify(value),
    }));
}
