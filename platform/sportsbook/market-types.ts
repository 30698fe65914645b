/** Which periods each market type is offered for, across the sports we carry. */
import type { MARKET_TYPES, PERIOD_TYPES } from './contract';

export const MARKET_PERIODS: Record<(typeof MARKET_TYPES)[number], readonly (typeof PERIOD_TYPES)[number][]> = {
  '1x2': ['match', 'half', 'period'],
  winner: ['match', 'quarter', 'half', 'set', 'map'],
  'double-chance': ['match', 'half', 'period'],
  'draw-no-bet': ['match', 'half', 'period'],
  'asian-handicap': ['match', 'half', 'quarter', 'period'],
  total: ['match', 'half', 'quarter', 'period'],
  'correct-score': ['match', 'half'],
  'total-maps': ['match'],
  'total-sets': ['match'],
  outright: ['match'],
};
