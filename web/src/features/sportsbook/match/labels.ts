/**
 * Names of market types and periods in the player's language. The GraphQL enums are mapped to the keys of
 * locales/<lang>/sportsbook.json ("marketTypes" uses the platform's own slugs).
 */
export type MarketTypeEnum =
  | 'ASIAN_HANDICAP'
  | 'CORRECT_SCORE'
  | 'DOUBLE_CHANCE'
  | 'DRAW_NO_BET'
  | 'ONE_X_TWO'
  | 'OUTRIGHT'
  | 'TOTAL'
  | 'TOTAL_MAPS'
  | 'TOTAL_SETS'
  | 'WINNER';

export type PeriodTypeEnum = 'HALF' | 'LEG' | 'MAP' | 'MATCH' | 'PERIOD' | 'QUARTER' | 'SET';

const MARKET_TYPE_KEYS: Record<MarketTypeEnum, string> = {
  ONE_X_TWO: '1x2',
  WINNER: 'winner',
  DOUBLE_CHANCE: 'double-chance',
  DRAW_NO_BET: 'draw-no-bet',
  ASIAN_HANDICAP: 'asian-handicap',
  TOTAL: 'total',
  CORRECT_SCORE: 'correct-score',
  TOTAL_MAPS: 'total-maps',
  TOTAL_SETS: 'total-sets',
  OUTRIGHT: 'outright',
};

/** The locale key of a market type ("sportsbook:marketTypes.<key>"); unknown future values pass through. */
export const marketTypeKey = (type: string) => MARKET_TYPE_KEYS[type as MarketTypeEnum] ?? type.toLowerCase();

/** Display order of the groups on a match page: the whole match first, then periods in play order. */
const PERIOD_ORDER: Record<string, number> = { MATCH: 0, HALF: 1, QUARTER: 2, PERIOD: 3, SET: 4, MAP: 5, LEG: 6 };
export const periodRank = (periodType: string, periodIndex: number) => (PERIOD_ORDER[periodType] ?? 9) * 100 + periodIndex;

/** Which period a live match's `period` counts, by sport (for "Quarter 3", "Map 2"…). */
const SPORT_PERIODS: Record<string, string> = {
  soccer: 'HALF',
  basketball: 'QUARTER',
  'ice-hockey': 'PERIOD',
  tennis: 'SET',
  baseball: 'INNING',
  'counter-strike': 'MAP',
  'dota-2': 'MAP',
};
export const livePeriodKind = (sportKey: string) => SPORT_PERIODS[sportKey] ?? 'PERIOD';

/** Market types a list page can preview, in the order of the selector. */
export const PREVIEWABLE = new Set<string>(['ONE_X_TWO', 'WINNER', 'DOUBLE_CHANCE', 'DRAW_NO_BET', 'ASIAN_HANDICAP', 'TOTAL', 'TOTAL_MAPS', 'TOTAL_SETS']);
