import { periodRank } from './labels';

export interface BookMarket {
  id: string;
  type: string;
  periodType: string;
  periodIndex: number;
  line?: number | null;
  /** Which score it settles on: ice hockey offers handicaps and totals both in regulation and incl. overtime. */
  time?: string | null;
  isMain: boolean;
}

export interface MarketGroup<M extends BookMarket> {
  type: string;
  /** The balanced line, shown open. */
  main: M;
  /** The other lines of the same kind, folded under the main one (by line). */
  alternatives: M[];
}

export interface PeriodGroup<M extends BookMarket> {
  periodType: string;
  periodIndex: number;
  markets: MarketGroup<M>[];
}

/**
 * A match's whole book as the match page shows it: by period (the whole match first, then periods in
 * play order), then by market type (and the score it settles on) in the book's order, each one's main
 * line with its alternative lines folded under it.
 */
export function groupBook<M extends BookMarket>(markets: readonly M[]): PeriodGroup<M>[] {
  // Keyed by type and time: a regulation handicap and one including overtime are two markets, two main lines.
  const periods = new Map<string, { periodType: string; periodIndex: number; types: Map<string, M[]> }>();
  for (const market of markets) {
    const periodKey = `${market.periodType}:${market.periodIndex}`;
    let period = periods.get(periodKey);
    if (!period) {
      period = { periodType: market.periodType, periodIndex: market.periodIndex, types: new Map() };
      periods.set(periodKey, period);
    }
    const kind = `${market.type}:${market.time ?? ''}`;
    const list = period.types.get(kind);
    if (list) list.push(market);
    else period.types.set(kind, [market]);
  }
  return [...periods.values()]
    .sort((a, b) => periodRank(a.periodType, a.periodIndex) - periodRank(b.periodType, b.periodIndex))
    .map((period) => ({
      periodType: period.periodType,
      periodIndex: period.periodIndex,
      markets: [...period.types.values()].map((list) => {
        const main = list.find((market) => market.isMain) ?? list[0]!;
        const alternatives = list.filter((market) => market !== main).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
        return { type: main.type, main, alternatives };
      }),
    }));
}
