/**
 * Money as text and as integer minor units (ARCHITECTURE rule 2): JSON and GraphQL carry major-unit
 * decimal strings ("12.50"), the database and every sum carry bigint minor units (1250). Both ways go
 * through the digits, never through a float. Pure: the number of decimals of a currency is the
 * caller's (the platform reads its currency table; ISO 4217 gives it for the rest).
 */

/** The most digits before the point we take: 10^15 major units is past any real amount, and far inside bigint. */
const MAX_WHOLE_DIGITS = 15;
const AMOUNT = new RegExp(`^(\\d{1,${MAX_WHOLE_DIGITS}})(?:\\.(\\d+))?$`);

/**
 * A major-unit decimal ("12.50", "12.5", "12", or a JSON number a client sent) → minor units with
 * `decimals` digits after the point. null when it is not a plain decimal of at least zero with at most
 * `decimals` significant decimals: a sign, an exponent, a comma, blanks inside, more than 15 whole
 * digits or a fraction finer than the currency's minor unit ("1.005" in EUR) are refused, never rounded.
 * Trailing zeros beyond the minor unit are harmless ("1.500" is 150 cents; "5.0" is 5 yen).
 */
export function parseMinor(input: string | number, decimals: number): bigint | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Minor units → the major-unit decimal string with exactly `decimals` digits after the point (none for 0): 1250n, 2 → "12.50". */
export function formatMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** The codes the runtime knows as currencies (a well-formed unknown code would format with a default 2 digits). */
const ISO_CODES: ReadonlySet<string> = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);

/**
 * ISO 4217 minor units of a currency code (JPY 0, EUR 2, KWD and BHD 3), from the runtime's CLDR data;
 * null when the code is not an ISO 4217 code the runtime knows (crypto coins such as BTC or mBTC).
 */
export function isoMinorUnits(code: string): number | null {
  if (!/^[A-Z]{3}$/.test(code) || !ISO_CODES.has(code)) return null;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? null;
}

/** An ISO 4217 code the runtime knows; without the runtime's list (an old browser), any three capitals. */
const isCurrencyCode = (code: string) => (ISO_CODES.size > 0 ? ISO_CODES.has(code) : /^[A-Z]{3}$/.test(code));

const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * An exact decimal amount as a player of `lang` reads it ("€1,200.00", "1 200,00 €"): formatted from
 * the string, so no float ever rounds it. The web formats every amount with it, and the platform the
 * amounts inside its translated texts, so both write money the same way.
 */
export function formatMoney(lang: string, amount: string, currency: string): string {
  const digits = fractionDigits(amount);
  const value = amount as Intl.StringNumericLiteral;
  // Intl takes any three capitals as a currency ("BTC 0.0002") but not mBTC: a coin is never formatted
  // as a currency, so every coin reads the same way ("0.0002 BTC", "0.2 mBTC"): the number, then the code.
  if (!isCurrencyCode(currency)) {
    return `${new Intl.NumberFormat(lang, { minimumFractionDigits: Math.min(digits, 2), maximumFractionDigits: digits }).format(value)} ${currency}`;
  }
  const standard = new Intl.NumberFormat(lang, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: standard, maximumFractionDigits: Math.max(standard, digits) }).format(value);
}
