import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shell/useLanguage';
import { marketTypeKey } from './labels';

export interface MarketShape {
  type: string;
  periodType: string;
  periodIndex: number;
  line?: number | null;
  /** Which score it settles on (MarketTime: REGULATION, OVERTIME…); null for a part of a match. */
  time?: string | null;
}

const HANDICAPS = new Set(['ASIAN_HANDICAP']);
const HIDDEN_LINES = new Set(['CORRECT_SCORE', 'OUTRIGHT']);

type Translate = (key: string, options?: { n: number }) => string;

/**
 * "Half 1 · Total 2.5", "Asian handicap −0.5 · Incl. overtime & shootout": a market's name in the
 * player's language, with its line, its period, and the score it settles on, as books label them (a
 * hockey handicap in regulation time and one including overtime are different bets).
 */
export function marketLabel(market: MarketShape, t: Translate, lang: string, { period = true }: { period?: boolean } = {}): string {
  const name = t(`marketTypes.${marketTypeKey(market.type)}`);
  const line =
    market.line != null && !HIDDEN_LINES.has(market.type)
      ? new Intl.NumberFormat(lang, { signDisplay: HANDICAPS.has(market.type) ? 'exceptZero' : 'auto', maximumFractionDigits: 2 }).format(market.line)
      : '';
  const head = [line ? `${name} ${line}` : name, ...(market.time ? [t(`marketTimes.${market.time}`)] : [])].join(' · ');
  return period && market.periodType !== 'MATCH' ? `${t(`periods.${market.periodType}`, { n: market.periodIndex })} · ${head}` : head;
}

export function useMarketLabel() {
  const { t } = useTranslation('sportsbook');
  const lang = useLanguage();
  return useCallback((market: MarketShape, options?: { period?: boolean }) => marketLabel(market, t, lang, options), [t, lang]);
}

export function usePeriodLabel() {
  const { t } = useTranslation('sportsbook');
  return useCallback(
    (periodType: string, periodIndex: number) => (periodType === 'MATCH' ? t('periods.MATCH') : t(`periods.${periodType}`, { n: periodIndex })),
    [t],
  );
}
