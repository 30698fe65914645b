import { useMemo } from 'react';
import { formatMoney } from '../../shell/format';
import { useLanguage } from '../../shell/useLanguage';
import { displayPrice } from '../odds/movement';
import { useDisplaySettings } from '../settings/settings';
import { formatDateTimeIn } from '../time';

export interface Money {
  readonly amount: string;
  readonly currency: string;
}

/**
 * Money, odds and dates as the player reads them (ARCHITECTURE rule 7): Intl in the route's language,
 * prices in the odds format of the settings cookie, times in the chosen timezone.
 */
export function useBetFormat() {
  const lang = useLanguage();
  const { oddsFormat, timeZone } = useDisplaySettings();
  return useMemo(
    () => ({
      lang,
      money: (money: Money | null | undefined) => (money ? formatMoney(lang, money.amount, money.currency) : '–'),
      amount: (amount: string, currency: string) => formatMoney(lang, amount, currency),
      /** A decimal price (a number from the Odd node, or the "1.85" of a ticket). */
      odds: (price: number | string | null | undefined) => displayPrice(price == null || price === '' ? null : Number(price), oddsFormat),
      date: (iso: string) => formatDateTimeIn(iso, lang, timeZone),
      number: (value: number) => new Intl.NumberFormat(lang).format(value),
    }),
    [lang, oddsFormat, timeZone],
  );
}

export type BetFormat = ReturnType<typeof useBetFormat>;
