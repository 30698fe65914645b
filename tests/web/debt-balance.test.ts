/**
 * Issue 19: a result correction can leave a player in debt, and the header shows that balance as the
 * platform sends it ("-20.00"): a minus sign in the language's own form, never a bare number or "€20.00".
 */
import { describe, expect, it } from 'vitest';
import { formatMoney, isZeroAmount } from '../../web/src/features/shell/format';

describe('a negative balance', () => {
  it.each([
    ['en-US', '-€20.00'],
    ['sv-SE', '−20,00 €'],
    ['de-DE', '-20,00 €'],
    ['it-IT', '-20,00 €'],
  ])('reads as a debt in %s', (lang, shown) => {
    expect(formatMoney(lang, '-20.00', 'EUR').replace(/\u00a0/g, ' ')).toBe(shown);
  });

  it('is not a balance of nothing', () => {
    expect(isZeroAmount('-20.00')).toBe(false);
    expect(isZeroAmount('-0.00')).toBe(true);
  });
});
