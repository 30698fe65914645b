import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shell/useLanguage';
import { marketTypeKey } from './labels';

export interface MarketShape {
  type: string;
  periodType: string;
  periodIndex: number;
  line?: number | null;
}

const HANDICAPS = new Set(['ASIAN_HANDICAP']);
const HIDDEN_LINES = new Set(['CORRECT_SCORE', 'OUTRIGHT']);

/** "1st half · Total 2.5": a market's name in the player's language, with its line and period. */
export function useMarketLabel() {
  const { t } = useTranslation('sportsbook');
  const lang = useLanguage();
  return useCallback(
    (market: MarketShape, { period = true }: { period?: boolean } = {}) => {
      const name = t(`marketTypes.${marketTypeKey(market.type)}`);
      const line =
        market.line != null && !HIDDEN_LINES.has(market.type)
          ? new Intl.NumberFormat(lang, { signDisplay: HANDICAPS.has(market.type) ? 'exceptZero' : 'auto', maximumFractionDigits: 2 }).format(market.line)
          : '';
      const head = line ? `${name} ${line}` : name;
      return period && market.periodType !== 'MATCH' ? `${t(`periods.${market.periodType}`, { n: market.periodIndex })} · ${head}` : head;
    },
    [t, lang],
  );
}

export function usePeriodLabel() {
  const { t } = useTranslation('sportsbook');
  return useCallback(
    (periodType: string, periodIndex: number) => (periodType === 'MATCH' ? t('periods.MATCH') : t(`periods.${periodType}`, { n: periodIndex })),
    [t],
  );
}
