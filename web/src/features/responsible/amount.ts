/**
 * A limit as the player types it, into the decimal string the gateway's Decimal takes ("50.00").
 * Typed in the player's language, so a decimal comma is accepted as well as a point ("50,5" in sv-SE
 * and de-DE); grouping (spaces, a thousands separator before three digits) is dropped. Money stays a
 * string from keyboard to wire: no float ever rounds a limit.
 */
export type ParsedAmount = { ok: true; amount: string } | { ok: false };

/** The minor digits of a currency (EUR 2, JPY 0); 2 for a code Intl does not know (a coin). */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function parseLimitAmount(input: string, decimals = 2): ParsedAmount {
  const text = input.trim().replace(/[\s\u00a0\u202f']/g, '');
  const separators = [...text.matchAll(/[.,]/g)];
  const last = separators.at(-1);
  let whole = text;
  let fraction = '';
  if (last?.index !== undefined) {
    const after = text.slice(last.index + 1);
    // A separator that repeats, or one with exactly three digits after it (where the currency has fewer
    // decimals), groups thousands ("1.000", "1,000,000"); otherwise the last one starts the decimals.
    const grouping = (separators.every((s) => s[0] === last[0]) && separators.length > 1) || (separators.length === 1 && after.length === 3 && decimals < 3);
    whole = grouping ? text.replace(/[.,]/g, '') : text.slice(0, last.index).replace(/[.,]/g, '');
    fraction = grouping ? '' : after;
  }
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > decimals) return { ok: false };
  const normalised = `${BigInt(whole)}${decimals > 0 ? `.${fraction.padEnd(decimals, '0')}` : ''}`;
  // A limit of nothing would refuse every deposit: the platform asks for a positive one, and so does the form.
  if (!/[1-9]/.test(normalised)) return { ok: false };
  return { ok: true, amount: normalised };
}
