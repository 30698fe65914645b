/** The shape every model produces: markets of outcomes with fair (margin-free) probabilities. */

/** How a line bet ends (seed 002 §9 ticket item results); a quarter line can end half won or half lost. */
export type Settlement = 'win' | 'halfwin' | 'refund' | 'halflose' | 'lost';
/** Probability of each settlement of one bet. */
export type SettlementOdds = Record<Settlement, number>;

/**
 * Seed 002 §3 market types. 'total' covers plain (x.5) and Asian (whole and quarter) totals; 'total-sets'
 * is tennis' total maps (sets played in a best-of-N), kept apart so a player reads "sets", not "maps".
 */
export type MarketType =
  | '1x2'
  | 'winner'
  | 'double-chance'
  | 'draw-no-bet'
  | 'asian-handicap'
  | 'total'
  | 'correct-score'
  | 'total-maps'
  | 'total-sets';

/**
 * Seed 002 §3 period types (a minimum), plus 'period' for ice hockey's three twenty-minute periods.
 * A period is numbered from 1 (half 1, map 3).
 */
export type PeriodType = 'half' | 'quarter' | 'period' | 'set' | 'map' | 'leg';
export type Period = { type: 'match' } | { type: PeriodType; index: number };
export const MATCH: Period = { type: 'match' };

/**
 * Which score a match market settles on, as books label it: regulation time only (soccer's 90 minutes,
 * hockey's 60), including overtime (basketball), including extra innings (baseball), or including
 * overtime and the shootout, its winner credited one goal (ice hockey). Markets of a part of a match
 * (a half, a set) and sports that cannot go past their regulation (tennis, esports) carry none.
 */
export type MarketTime = 'regulation' | 'overtime' | 'extra-innings' | 'shootout';

export interface Score {
  home: number;
  away: number;
}

export interface FairOutcome {
  key: string;
  title: string;
  /**
   * The fair probability, i.e. 1 / fair price. For a selection that can push or half-win (draw no bet,
   * whole and quarter lines) it is the "effective" probability of lines.ts, not P(win).
   */
  probability: number;
  /** Line markets only: how likely each ticket item result is (seed 002 §9). */
  settlement?: SettlementOdds;
}

export interface FairMarket {
  type: MarketType;
  period: Period;
  /** Handicap of the first (home) outcome, or the total. */
  line?: number;
  /**
   * Set where a sport offers a market on a score other than the one it usually settles on: ice hockey's
   * handicaps and totals including overtime and the shootout (pricing/hockey.ts). It is part of the key.
   */
  time?: MarketTime;
  /**
   * How many outcomes each result pays: 1 for a partition, 2 for double chance (every result is in two
   * of its three selections), so the fair probabilities sum to `coverage`.
   */
  coverage: number;
  outcomes: FairOutcome[];
}

/**
 * "match/1x2", "half2/asian-handicap@-0.75", "match/total@2.5", "match+shootout/total@5.5" (a market on
 * a score other than the sport's usual one): stable, and readable in logs.
 */
export function marketKey(market: Pick<FairMarket, 'type' | 'period' | 'line' | 'time'>): string {
  const period = `${market.period.type === 'match' ? 'match' : `${market.period.type}${market.period.index}`}${market.time ? `+${market.time}` : ''}`;
  return `${period}/${market.type}${market.line === undefined ? '' : `@${market.line}`}`;
}

/** A line as a trader writes it: +0.75, -1, 0. */
export const signed = (line: number) => (line > 0 ? `+${line}` : line < 0 ? `${line}` : '0');

/**
 * Drop outcomes that can no longer happen (correct score 0-0 at 1-0, under 0.5 after a goal) and
 * markets left with fewer than two: they are decided and cannot be offered.
 */
export function offerable(markets: readonly FairMarket[]): FairMarket[] {
  return markets
    .map((market) => ({ ...market, outcomes: market.outcomes.filter((outcome) => outcome.probability > 0) }))
    .filter((market) => market.outcomes.length >= 2);
}
