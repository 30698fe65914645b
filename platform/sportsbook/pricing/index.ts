/**
 * Pricing: a match's model → fair markets → prices with margin. Pure: no I/O, same input, same prices.
 */
import { MAX_PRICE, MIN_PRICE, appliedMargin, marginPrices, offeredPrice } from './margin';
import { type BaseballInput, baseballModel } from './baseball';
import { type HockeyInput, hockeyModel } from './hockey';
import { type FairMarket, type MarketTime, type MarketType, type Period, marketKey } from './market';
import { type PointsInput, pointsModel } from './points';
import { type SoccerInput, soccerModel } from './poisson';
import { type TwoWayInput, twoWayModel } from './two-way';

export { formatOdds, parseOdds, type OddsFormat } from '../../../rules/odds-formats';
export { MAX_PRICE, MIN_PRICE, appliedMargin, marginPrices, offeredPrice };
export { type FairMarket, type FairOutcome, type MarketTime, type MarketType, type Period, type Settlement, type SettlementOdds, marketKey } from './market';
export { type LineLadder, expectedReturn, settle, splitLine } from './lines';
export type { BaseballInput, HockeyInput, PointsInput, SoccerInput, TwoWayInput };

/** One margin for every market, or a default with per-type overrides (correct score usually more). */
export type Margins = number | ({ default: number } & Partial<Record<MarketType, number>>);

/** One model per kind of scoring: goals (soccer, ice hockey), runs, points, and units won (sets, maps). */
export type MatchInput = { margin: Margins } & (
  | { model: 'soccer'; soccer: SoccerInput }
  | { model: 'hockey'; hockey: HockeyInput }
  | { model: 'baseball'; baseball: BaseballInput }
  | { model: 'points'; points: PointsInput }
  | { model: 'two-way'; twoWay: TwoWayInput }
);

export interface PricedOutcome {
  key: string;
  title: string;
  /** Fair probability (1 / fair price; "effective" for lines that push, see lines.ts). */
  probability: number;
  /**
   * Decimal price offered: with margin, rounded down to 2 places, within [MIN_PRICE, MAX_PRICE]. Null
   * while the market is suspended.
   */
  price: number | null;
}

export interface PricedMarket {
  key: string;
  type: MarketType;
  period: Period;
  line?: number;
  /** Set where the model prices a market on a score other than the sport's usual one (market.ts FairMarket). */
  time?: MarketTime;
  /** The margin the prices carry: the market type's, less for a near-certain favourite (appliedMargin); 0 while suspended. */
  margin: number;
  /**
   * Practically decided: a fair price under MIN_PRICE, so no price with margin exists. Listed, suspended
   * and unpriced rather than left out, so a player sees the market held rather than gone (issue 22 item 3);
   * it opens again if the match turns.
   */
  suspended: boolean;
  outcomes: PricedOutcome[];
}

export const marginFor = (margins: Margins, type: MarketType): number =>
  typeof margins === 'number' ? margins : (margins[type] ?? margins.default);

export function fairMarkets(input: MatchInput): FairMarket[] {
  switch (input.model) {
    case 'soccer':
      return soccerModel(input.soccer);
    case 'hockey':
      return hockeyModel(input.hockey);
    case 'baseball':
      return baseballModel(input.baseball);
    case 'points':
      return pointsModel(input.points);
    case 'two-way':
      return twoWayModel(input.twoWay);
  }
}

/**
 * Every offerable market of the match. A market marginPrices refuses (an outcome's fair price under 1.01)
 * is practically decided: it is listed suspended, without prices.
 */
export function priceMatch(input: MatchInput): PricedMarket[] {
  return fairMarkets(input).map((market) => {
    const fair = market.outcomes.map((outcome) => outcome.probability);
    const prices = marginPrices(fair, marginFor(input.margin, market.type));
    return {
      key: marketKey(market),
      type: market.type,
      period: market.period,
      ...(market.line === undefined ? {} : { line: market.line }),
      ...(market.time === undefined ? {} : { time: market.time }),
      margin: prices ? appliedMargin(fair, marginFor(input.margin, market.type)) : 0,
      suspended: !prices,
      outcomes: market.outcomes.map((outcome, i) => ({
        key: outcome.key,
        title: outcome.title,
        probability: outcome.probability,
        price: prices ? offeredPrice(prices[i]!) : null,
      })),
    };
  });
}
