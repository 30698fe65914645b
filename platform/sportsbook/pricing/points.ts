/**
 * Basketball: points as a Brownian motion (Stern 1994, "A Brownian motion model for the progress of
 * sports scores", JASA 89:1128): over t minutes of play the margin (home − away) is normal with mean
 * and variance both proportional to t, and so is the total. The two are taken as independent, which
 * they nearly are when both sides score alike; the normal is put on whole points with a continuity
 * correction, P(k) = Φ(k + ½) − Φ(k − ½).
 *
 * Spreads, totals and the winner count overtime (basketball rules at every book): a level regulation
 * adds an overtime, whose margin is the overtime's own normal without its level middle (a level
 * overtime is followed by another, rare enough to count as one), and whose points add to the total.
 *
 * Quarters are priced from their own score and minutes; halves are two quarters each, their score the
 * sum of the two (the "quarter-to-half mapping in basketball" of seed 002 §9). Period winners are
 * two-way with a level period refunded, as US books settle a quarter moneyline.
 */
import { type Distribution, type LineLadder, handicapMarket, homeOrAwayMarket, ladder, totalMarket } from './lines';
import { type FairMarket, MATCH, type Period, type PeriodType, type Score, offerable } from './market';
import { winnerMarket } from './two-way';

interface Lines {
  handicap: LineLadder;
  total: LineLadder;
}

export interface PointsInput {
  /** Per minute of play: each side's expected points, and the variance of the margin and of the total. */
  rate: { home: number; away: number; marginVariance: number; totalVariance: number };
  /** Regulation: quarters of 10 (FIBA) or 12 (NBA) minutes. */
  periods: { type: PeriodType; length: number; count: number };
  /** Minutes of one overtime. */
  overtime: number;
  /** Minutes of play left in regulation or, once it is over, in the overtime being played. */
  minutesLeft: number;
  score?: Score;
  /** The score of each period started so far, overtimes included (MatchState.periodScores). */
  periodScores?: Score[];
  /** Also price halves, each two quarters. */
  halves?: boolean;
  /** Lines listed around the main one: for the match, and for each half and quarter. */
  lines?: { match: Lines; period: Lines };
  teams?: { home: string; away: string };
}

/** Spreads and totals on x.5 lines a point apart: nine for the match, five for a period. */
export const POINTS_LINES = {
  match: { handicap: { step: 1, offset: 0.5, each: 4 }, total: { step: 1, offset: 0.5, each: 4 } },
  period: { handicap: { step: 1, offset: 0.5, each: 2 }, total: { step: 1, offset: 0.5, each: 2 } },
};

/** erfc to a relative error under 1.2e-7 (Press et al., Numerical Recipes, 2nd ed., §6.2, erfcc). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

const phi = (x: number) => 0.5 * erfc(-x / Math.SQRT2);

/** σ either side kept: the mass beyond 7σ is under 3e-12, far below a price's hundredth. */
const SPAN = 7;

/** A normal on whole numbers, with continuity correction, renormalised over ±7σ. */
export function normalOnIntegers(mean: number, variance: number): Distribution {
  if (!(variance > 1e-9)) return new Map([[Math.round(mean), 1]]);
  const sd = Math.sqrt(variance);
  const [low, high] = [Math.floor(mean - SPAN * sd), Math.ceil(mean + SPAN * sd)];
  const cells: [number, number][] = [];
  let [below, total] = [phi((low - 0.5 - mean) / sd), 0];
  for (let k = low; k <= high; k++) {
    const upTo = phi((k + 0.5 - mean) / sd);
    if (upTo > below) {
      cells.push([k, upTo - below]);
      total += upTo - below;
    }
    below = upTo;
  }
  return new Map(cells.map(([k, p]) => [k, p / total]));
}

const shift = (distribution: Distribution, by: number): Distribution => new Map([...distribution].map(([value, p]) => [value + by, p]));

function dense(d: Distribution, low: number): Float64Array {
  const out = new Float64Array(Math.max(...d.keys()) - low + 1);
  for (const [value, p] of d) out[value - low] = p;
  return out;
}

/** The distribution of a sum of two independent values; dense arrays, as this runs on every live tick. */
function convolve(a: Distribution, b: Distribution): Distribution {
  const [aLow, bLow] = [Math.min(...a.keys()), Math.min(...b.keys())];
  const [x, y] = [dense(a, aLow), dense(b, bLow)];
  const sum = new Float64Array(x.length + y.length - 1);
  for (let i = 0; i < x.length; i++) {
    const p = x[i]!;
    for (let j = 0; j < y.length; j++) sum[i + j] = sum[i + j]! + p * y[j]!;
  }
  return new Map([...sum].flatMap((p, i) => (p > 0 ? [[aLow + bLow + i, p] as [number, number]] : [])));
}

/** Margin and total over `minutes` of play, from `score`. */
function ahead(input: PointsInput, minutes: number, score: Score) {
  const { rate } = input;
  return {
    margin: shift(normalOnIntegers((rate.home - rate.away) * minutes, rate.marginVariance * minutes), score.home - score.away),
    total: shift(normalOnIntegers((rate.home + rate.away) * minutes, rate.totalVariance * minutes), score.home + score.away),
  };
}

const sum = (scores: readonly (Score | undefined)[]): Score =>
  scores.reduce<Score>((total, s) => ({ home: total.home + (s?.home ?? 0), away: total.away + (s?.away ?? 0) }), { home: 0, away: 0 });

/** The final margin and total, overtime included. */
function finalDistributions(input: PointsInput): { margin: Distribution; total: Distribution } {
  const now = ahead(input, input.minutesLeft, input.score ?? { home: 0, away: 0 });
  const level = now.margin.get(0) ?? 0;
  if (level === 0) return now;
  const overtime = ahead(input, input.overtime, { home: 0, away: 0 });
  const decisive = 1 - (overtime.margin.get(0) ?? 0);
  const margin = new Map([...now.margin].filter(([d]) => d !== 0));
  for (const [d, p] of overtime.margin) if (d !== 0) margin.set(d, (margin.get(d) ?? 0) + (level * p) / decisive);
  const extra = new Map([...overtime.total].map(([t, p]) => [t, level * p]));
  extra.set(0, (extra.get(0) ?? 0) + 1 - level);
  return { margin, total: convolve(now.total, extra) };
}

function scopeMarkets(period: Period, margin: Distribution, total: Distribution, lines: Lines, teams: { home: string; away: string }): FairMarket[] {
  const winner: FairMarket =
    period.type === 'match'
      ? winnerMarket(period, [...margin].reduce((s, [d, p]) => (d > 0 ? s + p : s), 0), teams)
      : homeOrAwayMarket('winner', period, margin, teams);
  return [
    winner,
    ...ladder(margin, 'handicap', lines.handicap).map((line) => handicapMarket(period, margin, line, teams)),
    ...ladder(total, 'total', lines.total).map((line) => totalMarket('total', period, total, line)),
  ];
}

export function pointsModel(input: PointsInput): FairMarket[] {
  const { periods, minutesLeft } = input;
  const teams = input.teams ?? { home: 'Home', away: 'Away' };
  const lines = input.lines ?? POINTS_LINES;
  const scores = input.periodScores ?? [];
  const regulation = periods.length * periods.count;
  const overtime = scores.length > periods.count;
  if (!(minutesLeft >= 0 && minutesLeft <= (overtime ? input.overtime : regulation))) throw new RangeError(`minutes left ${minutesLeft} out of range`);

  const final = finalDistributions(input);
  const markets = scopeMarkets(MATCH, final.margin, final.total, lines.match, teams);
  if (overtime) return offerable(markets);

  // Periods not over yet: the one under way from its own score, the later ones from 0-0.
  const elapsed = regulation - minutesLeft;
  const scope = (type: PeriodType, index: number, first: number, last: number) => {
    const [start, end] = [first * periods.length, (last + 1) * periods.length];
    if (elapsed >= end) return [];
    const d = ahead(input, end - Math.max(start, elapsed), sum(scores.slice(first, last + 1)));
    return scopeMarkets({ type, index }, d.margin, d.total, lines.period, teams);
  };
  for (let i = 0; i < periods.count; i++) markets.push(...scope(periods.type, i + 1, i, i));
  if (input.halves) for (let h = 0; h < periods.count / 2; h++) markets.push(...scope('half', h + 1, 2 * h, 2 * h + 1));
  return offerable(markets);
}
