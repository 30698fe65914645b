/**
 * A bet builder's price (issue 23): legs of one soccer match priced together by the joint probability
 * that all of them win under the model fitted to the match's own prices (fit.ts). Pure.
 *
 * Each leg is settled on every score of the model by the rule that settles the single market
 * (feed/simulator/settle.ts outcomeResult), so pricing and settlement cannot disagree; a half-time leg
 * on the half's score, a second-half leg on the final score less the half-time one.
 *
 * Pushes: a leg that can be refunded (draw no bet, whole Asian lines and totals) counts as the stake
 * returned for the whole builder when no other leg loses — the builder is lost if any leg loses,
 * refunded if none loses and one pushes, and won if all win. Its fair probability is then the
 * effective one of lines.ts: P(win) / (1 − P(refund)), the price at which the bet returns its stake on
 * average. Quarter lines (half won, half lost) are refused: half a builder is not a bet a player can read.
 *
 * Legs implied by others are merged: a leg that wins on every score where another leg does not lose
 * changes no result, so it is dropped ("home win" + "1X" is "home win").
 */
import { outcomeResult } from '../../feed/simulator/settle';
import type { BookMarket } from '../book';
import { MAX_PRICE, MIN_PRICE, offeredPrice } from '../pricing/margin';
import { type SoccerFit, binomialRows } from './fit';

/** Markets a soccer builder takes, in the match or either half. */
const SUPPORTED = new Set<BookMarket['Type']>(['1x2', 'double-chance', 'draw-no-bet', 'asian-handicap', 'total', 'correct-score']);

export type BuilderRefusal =
  /** The market cannot be part of a builder: its type, period or a quarter line. */
  | { kind: 'unsupported-market'; oddId: number }
  /** The selection is not offered now. */
  | { kind: 'suspended'; oddId: number }
  /** No score wins every leg, or so few that the price would pass MAX_PRICE. */
  | { kind: 'impossible' }
  /** So likely that even 1.01 would pay more than the margin allows. */
  | { kind: 'near-certain' }
  /** After merging, fewer than two legs: a single, not a builder. */
  | { kind: 'too-few-legs' }
  /** The match prices no 1X2 and total now, so nothing to fit. */
  | { kind: 'not-priced' };

export interface BuilderLeg {
  oddId: number;
  market: BookMarket;
  key: string;
}

export interface BuilderQuote {
  /** Fair (effective) probability of the builder: 1 / fair price. */
  probability: number;
  win: number;
  refund: number;
  /** Decimal price offered: 1 / (probability × (1 + margin)), rounded down as every price (pricing/margin.ts). */
  price: number;
  margin: number;
  /** The legs priced, in the order given, and those merged away as implied by them. */
  legs: number[];
  merged: number[];
}

/**
 * Every score the legs settle on, with its probability, as parallel arrays (a quote with half-time legs
 * walks some 20 000 of them): the final score, and the half-time score when a leg needs it.
 */
interface Outcomes {
  count: number;
  fullHome: Uint8Array;
  fullAway: Uint8Array;
  halfHome?: Uint8Array;
  halfAway?: Uint8Array;
  p: Float64Array;
  /** Scores run 0 … size − 1 for either side. */
  size: number;
}

/** A full-time cell below this is left out of the half-time expansion: all of them together weigh under 1e-11. */
const HALF_EXPANSION_FLOOR = 1e-14;

/** Every final score, or every (half-time, final) pair when a leg needs the half. */
function outcomes(fit: SoccerFit, withHalves: boolean): Outcomes {
  const size = Math.max(fit.cells.length, ...fit.cells.map((row) => row.length));
  const rows = withHalves ? binomialRows(size, fit.firstHalfShare) : [];
  let count = 0;
  fit.cells.forEach((row, x) =>
    row.forEach((p, y) => {
      if (!withHalves) count++;
      else if (p >= HALF_EXPANSION_FLOOR) count += (x + 1) * (y + 1);
    }),
  );
  const o: Outcomes = { count, fullHome: new Uint8Array(count), fullAway: new Uint8Array(count), p: new Float64Array(count), size };
  if (withHalves) [o.halfHome, o.halfAway] = [new Uint8Array(count), new Uint8Array(count)];
  let n = 0;
  fit.cells.forEach((row, x) =>
    row.forEach((p, y) => {
      if (!withHalves) {
        o.fullHome[n] = x;
        o.fullAway[n] = y;
        o.p[n++] = p;
        return;
      }
      if (p < HALF_EXPANSION_FLOOR) return;
      for (let i = 0; i <= x; i++)
        for (let j = 0; j <= y; j++) {
          o.fullHome[n] = x;
          o.fullAway[n] = y;
          o.halfHome![n] = i;
          o.halfAway![n] = j;
          o.p[n++] = p * rows[x]![i]! * rows[y]![j]!;
        }
    }),
  );
  return o;
}

const supported = (market: BookMarket) =>
  SUPPORTED.has(market.Type) &&
  (market.PeriodType === 'match' ? !market.Time || market.Time === 'regulation' : market.PeriodType === 'half' && (market.PeriodIndex === 1 || market.PeriodIndex === 2)) &&
  (market.Line === null || Number.isInteger(market.Line * 2));

/** Per leg and outcome: 2 win, 1 refund, 0 lost. */
type Results = Uint8Array;
const CODE = { win: 2, refund: 1, lost: 0 } as const;

/**
 * A leg's result on every outcome: settled once per score of its period (a table of size²), then read off
 * for each outcome by the score its period settles on — the match's, the first half's, or the second
 * half's (final less half time).
 */
function settleLeg({ market, key }: BuilderLeg, o: Outcomes): Results {
  const line = market.Line ?? undefined;
  const rule = { type: market.Type as Exclude<BookMarket['Type'], 'outright'>, ...(line === undefined ? {} : { line }) };
  const table = new Uint8Array(o.size * o.size);
  for (let home = 0; home < o.size; home++)
    for (let away = 0; away < o.size; away++) {
      const result = outcomeResult(rule, key, { home, away });
      // Only whole and half lines reach here: a single market's result is win, refund or lost.
      table[home * o.size + away] = result === 'win' ? CODE.win : result === 'refund' ? CODE.refund : CODE.lost;
    }
  const results = new Uint8Array(o.count);
  const { fullHome, fullAway, halfHome, halfAway } = o;
  const period = market.PeriodType === 'match' ? 0 : market.PeriodIndex;
  // Scalars, not [home, away] pairs: an array per outcome was most of a quote's garbage.
  for (let n = 0; n < o.count; n++) {
    const home = period === 0 ? fullHome[n]! : period === 1 ? halfHome![n]! : fullHome[n]! - halfHome![n]!;
    const away = period === 0 ? fullAway[n]! : period === 1 ? halfAway![n]! : fullAway[n]! - halfAway![n]!;
    results[n] = table[home * o.size + away]!;
  }
  return results;
}

/** Keep a leg unless a leg still kept implies it (wins it wherever that leg does not lose). */
function merge(legs: readonly BuilderLeg[], results: readonly Results[]): { kept: number[]; merged: number[] } {
  const dropped = new Set<number>();
  const implies = (b: number, a: number) => results[b]!.every((r, n) => r === CODE.lost || results[a]![n] === CODE.win);
  for (let a = 0; a < legs.length; a++) {
    if (legs.some((_leg, b) => b !== a && !dropped.has(b) && implies(b, a))) dropped.add(a);
  }
  return { kept: legs.map((_, i) => i).filter((i) => !dropped.has(i)), merged: [...dropped] };
}

export interface BuilderOptions {
  /** The operator's bet-builder margin, a fraction (0.1 for 10 %): betting/options.ts betBuilderMarginPercent. */
  margin: number;
}

/**
 * The joint probabilities of a set of legs: win (all legs win) and refund (none loses, one pushes), summed
 * over the model's scores. Exposed for tests and the bench; quoteBuilder refuses and merges around it.
 */
export function jointProbability(fit: SoccerFit, legs: readonly BuilderLeg[]): { win: number; refund: number } {
  const list = outcomes(fit, legs.some((leg) => leg.market.PeriodType !== 'match'));
  return combine(
    list,
    legs.map((leg) => settleLeg(leg, list)),
  );
}

function combine(list: Outcomes, results: readonly Results[]): { win: number; refund: number } {
  let [win, refund] = [0, 0];
  for (let n = 0; n < list.count; n++) {
    let worst: number = CODE.win;
    for (const leg of results) worst = Math.min(worst, leg[n]!);
    if (worst === CODE.win) win += list.p[n]!;
    else if (worst === CODE.refund) refund += list.p[n]!;
  }
  return { win, refund };
}

/** The builder's price, or why it cannot be offered. `legs` are distinct odds of one match. */
export function quoteBuilder(fit: SoccerFit | null, legs: readonly BuilderLeg[], options: BuilderOptions): BuilderQuote | BuilderRefusal {
  for (const leg of legs) if (!supported(leg.market)) return { kind: 'unsupported-market', oddId: leg.oddId };
  for (const leg of legs) {
    const odd = leg.market.Odds.find((o) => o.Key === leg.key);
    if (!odd || odd.IsSuspended || odd.Price === null || leg.market.IsSuspended) return { kind: 'suspended', oddId: leg.oddId };
  }
  if (!fit) return { kind: 'not-priced' };
  const list = outcomes(fit, legs.some((leg) => leg.market.PeriodType !== 'match'));
  const results = legs.map((leg) => settleLeg(leg, list));
  const { kept, merged } = merge(legs, results);
  const { win, refund } = combine(
    list,
    kept.map((i) => results[i]!),
  );
  const probability = refund < 1 - 1e-12 ? win / (1 - refund) : 0;
  // Floor: a price past MAX_PRICE means nothing to a player (pricing/margin.ts); 0 is a set no score wins.
  if (!(probability * (1 + options.margin) * MAX_PRICE >= 1)) return { kind: 'impossible' };
  if (kept.length < 2) return { kind: 'too-few-legs' };
  const price = offeredPrice(1 / (probability * (1 + options.margin)));
  // Near-certain sets: 1.01 would pay more than the margin allows; refuse rather than give the edge away.
  if (price <= MIN_PRICE && probability * (1 + options.margin) * MIN_PRICE > 1) return { kind: 'near-certain' };
  return {
    probability,
    win,
    refund,
    price,
    margin: options.margin,
    legs: kept.map((i) => legs[i]!.oddId),
    merged: merged.map((i) => legs[i]!.oddId),
  };
}
