/**
 * The bet builder's score model for soccer, fitted to the match's own prices (issue 23): not the
 * simulator's inputs, so the same fit prices a real feed's match.
 *
 * Model: Dixon & Coles (1997) — independent Poisson goals for each side (λ home, μ away) with the τ
 * correction of the four low scores (ρ), from pricing/poisson.ts's pmf and τ; the grid holds every score
 * whose mass registers (not a truncated 10×10), so no tail is lost. Three parameters for three independent
 * targets read off the book: the de-margined home and away probabilities of the match 1X2 (the draw is
 * their complement) and the over of the main match total. Least squares on those probabilities by
 * Levenberg–Marquardt over (ln λ, ln μ, ρ): deterministic, from one fixed start, a handful of grids.
 *
 * Halves: goals of either side fall in the first half independently with probability `firstHalfShare`
 * (a Poisson process thinned), so given a final score (x, y) the half-time score is
 * (Binomial(x, s), Binomial(y, s)) and the full-time grid stays exactly the fitted one. s is fitted to the
 * main first-half total when the match prices one; otherwise FIRST_HALF_SHARE.
 */
import type { BookMarket } from '../book';
import { effectiveProbability, settlementOdds } from '../pricing/lines';
import { dixonColesTau, poissonPmf } from '../pricing/poisson';

/**
 * Share of a match's goals scored before half time when the match prices no first-half total: about 45 %
 * in Europe's top leagues (more goals come late as sides tire and chase; Dixon & Robinson 1998).
 */
export const FIRST_HALF_SHARE = 0.45;
/** Dixon & Coles fitted ρ ≈ −0.13; a fit wandering past ±0.25 is fitting noise in the prices, not football. */
const RHO_BOUND = 0.25;
const GOALS_BOUNDS = [0.02, 8] as const;

export interface FitTargets {
  home: number;
  draw: number;
  away: number;
  /** The main match total: its line and the over's fair (effective) probability. */
  total: { line: number; over: number };
  /** The main first-half total when the book has one. */
  firstHalfTotal?: { line: number; over: number };
}

export interface SoccerFit {
  lambda: number;
  mu: number;
  rho: number;
  firstHalfShare: number;
  /** cells[x][y] = P(final score x-y); sums to 1. */
  cells: number[][];
  targets: FitTargets;
  /** The model's own 1X2 and main-total over, to compare with the targets. */
  fitted: { home: number; draw: number; away: number; over: number };
}

/** Fair probabilities from prices, proportionally (the house's margin method, pricing/margin.ts). */
export function demargin(prices: readonly number[], coverage = 1): number[] {
  const implied = prices.map((price) => 1 / price);
  const book = implied.reduce((sum, p) => sum + p, 0);
  return implied.map((p) => (p * coverage) / book);
}

const priced = (market: BookMarket, keys: readonly string[]): number[] | null => {
  if (market.IsSuspended) return null;
  const prices = keys.map((key) => market.Odds.find((odd) => odd.Key === key)?.Price ?? null);
  return prices.every((price): price is number => price !== null && price > 1) ? prices : null;
};

/** The main line of a total in one period (the book marks it), or the most balanced priced one. */
function mainTotal(book: readonly BookMarket[], periodType: BookMarket['PeriodType'], periodIndex: number): FitTargets['total'] | undefined {
  let best: { line: number; over: number; gap: number; main: boolean } | undefined;
  for (const market of book) {
    if (market.Type !== 'total' || market.PeriodType !== periodType || market.PeriodIndex !== periodIndex || market.Line === null) continue;
    if (market.Time && market.Time !== 'regulation') continue;
    const prices = priced(market, ['over', 'under']);
    if (!prices) continue;
    const [over] = demargin(prices) as [number, number];
    const candidate = { line: market.Line, over, gap: Math.abs(over - 0.5), main: market.IsMain };
    if (!best || (candidate.main && !best.main) || (candidate.main === best.main && candidate.gap < best.gap)) best = candidate;
  }
  return best && { line: best.line, over: best.over };
}

/** What the fit needs from the book, or null when the match does not price a 1X2 and a total now. */
export function fitTargets(book: readonly BookMarket[]): FitTargets | null {
  const result = book.find((market) => market.Type === '1x2' && market.PeriodType === 'match' && (!market.Time || market.Time === 'regulation'));
  const prices = result && priced(result, ['home', 'draw', 'away']);
  const total = mainTotal(book, 'match', 0);
  if (!prices || !total) return null;
  const [home, draw, away] = demargin(prices) as [number, number, number];
  const firstHalfTotal = mainTotal(book, 'half', 1);
  return { home, draw, away, total, ...(firstHalfTotal ? { firstHalfTotal } : {}) };
}

/** The over's effective probability on `line` for a distribution of totals (lines.ts: pushes refund). */
const overOf = (totals: Float64Array, line: number) => effectiveProbability(settlementOdds(new Map(totals.entries()), -line));

interface Evaluation {
  home: number;
  draw: number;
  away: number;
  over: number;
  /** Distribution of total goals: totals[n] = P(n goals). */
  totals: Float64Array;
}

/**
 * The model's 1X2, main-total over and totals for (λ, μ, ρ): the cells of pricing/poisson.ts scoreGrid
 * (the same pmfs and τ, normalised the same way), summed in one pass without building the grid, since
 * the fit evaluates it a score of times per quote. `cells`, when given, receives the grid.
 */
function evaluate(lambda: number, mu: number, rho: number, line: number, cells?: number[][]): Evaluation {
  const [ph, pa] = [poissonPmf(lambda), poissonPmf(mu)];
  const totals = new Float64Array(ph.length + pa.length - 1);
  let [home, draw, away, mass] = [0, 0, 0, 0];
  for (let x = 0; x < ph.length; x++) {
    const row: number[] | undefined = cells ? [] : undefined;
    for (let y = 0; y < pa.length; y++) {
      const p = ph[x]! * pa[y]! * (x < 2 && y < 2 ? dixonColesTau(x, y, lambda, mu, rho) : 1);
      if (x > y) home += p;
      else if (x === y) draw += p;
      else away += p;
      totals[x + y]! += p;
      mass += p;
      row?.push(p);
    }
    if (row) cells!.push(row);
  }
  // τ keeps the mass and the tails are below 1e-17: this only removes rounding, as scoreGrid does.
  for (let n = 0; n < totals.length; n++) totals[n]! /= mass;
  if (cells) for (const row of cells) for (let y = 0; y < row.length; y++) row[y]! /= mass;
  return { home: home / mass, draw: draw / mass, away: away / mass, over: overOf(totals, line), totals };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Parameters kept where the grid exists: goals within bounds, ρ where every τ stays positive. ρ is
 * tanh-squashed into its bounds rather than clamped, so the fit's gradient never goes flat at a bound
 * (a clamped ρ stalled Levenberg–Marquardt on low-scoring books).
 */
function parameters([logLambda, logMu, t]: readonly number[]): { lambda: number; mu: number; rho: number } {
  const lambda = clamp(Math.exp(logLambda!), ...GOALS_BOUNDS);
  const mu = clamp(Math.exp(logMu!), ...GOALS_BOUNDS);
  // τ(0,0) = 1 − λμρ, τ(0,1) = 1 + λρ, τ(1,0) = 1 + μρ, τ(1,1) = 1 − ρ must stay above 0 (a margin of 1 %).
  const high = Math.min(RHO_BOUND, 0.99 / (lambda * mu));
  const low = Math.min(RHO_BOUND, 0.99 / Math.max(lambda, mu));
  return { lambda, mu, rho: Math.tanh(t!) * (t! >= 0 ? high : low) };
}

function residuals(theta: readonly number[], targets: FitTargets): number[] {
  const { lambda, mu, rho } = parameters(theta);
  const model = evaluate(lambda, mu, rho, targets.total.line);
  return [model.home - targets.home, model.away - targets.away, model.over - targets.total.over];
}

/** Solve the 3×3 system a·x = b by Gaussian elimination with partial pivoting. */
function solve3(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let row = col + 1; row < 3; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = col + 1; row < 3; row++) {
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k < 4; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  const x = [0, 0, 0];
  for (let row = 2; row >= 0; row--) {
    let sum = m[row]![3]!;
    for (let k = row + 1; k < 3; k++) sum -= m[row]![k]! * x[k]!;
    x[row] = sum / m[row]![row]!;
  }
  return x;
}

const squared = (r: readonly number[]) => r.reduce((sum, v) => sum + v * v, 0);

/**
 * Levenberg–Marquardt on (ln λ, ln μ, atanh-scaled ρ) with a forward-difference Jacobian. Starts from the league
 * average (1.4, 1.1, 0) and stops when the residuals are below 1e-10 or stop shrinking.
 */
function fitParameters(targets: FitTargets): number[] {
  let theta = [Math.log(1.4), Math.log(1.1), 0];
  let r = residuals(theta, targets);
  let cost = squared(r);
  let damping = 1e-3;
  const h = 1e-6;
  for (let iteration = 0; iteration < 100 && cost > 1e-20; iteration++) {
    const columns = [0, 1, 2].map((k) => {
      const moved = theta.map((v, i) => (i === k ? v + h : v));
      return residuals(moved, targets).map((value, i) => (value - r[i]!) / h);
    });
    // JᵀJ and Jᵀr, with J[i][k] = columns[k][i].
    const jtj = [0, 1, 2].map((a) => [0, 1, 2].map((b) => columns[a]!.reduce((sum, v, i) => sum + v * columns[b]![i]!, 0)));
    const jtr = [0, 1, 2].map((a) => columns[a]!.reduce((sum, v, i) => sum + v * r[i]!, 0));
    let improved = false;
    while (damping < 1e10) {
      const step = solve3(
        jtj.map((row, i) => row.map((v, j) => (i === j ? v * (1 + damping) + 1e-12 : v))),
        jtr.map((v) => -v),
      );
      // A trust region of half a unit per parameter: a long first step saturated tanh(ρ) and stalled the fit.
      const longest = Math.max(...step.map(Math.abs));
      const next = theta.map((v, i) => v + (step[i]! * Math.min(1, 0.5 / longest)));
      const nextR = residuals(next, targets);
      const nextCost = squared(nextR);
      if (Number.isFinite(nextCost) && nextCost < cost) {
        theta = next;
        [r, cost, damping] = [nextR, nextCost, Math.max(1e-9, damping / 10)];
        improved = true;
        break;
      }
      damping *= 10;
    }
    if (!improved) break;
  }
  return theta;
}

/** Binomial(n, s) probabilities for n = 0 … max: row n holds P(k of n) for k = 0 … n. */
export function binomialRows(max: number, s: number): number[][] {
  const rows: number[][] = [[1]];
  for (let n = 1; n <= max; n++) {
    const previous = rows[n - 1]!;
    rows.push(Array.from({ length: n + 1 }, (_, k) => (k < n ? previous[k]! * (1 - s) : 0) + (k > 0 ? previous[k - 1]! * s : 0)));
  }
  return rows;
}

/** Goals before half time when each of the match's goals falls there with chance s: Σₙ P(n) Binomial(k; n, s). */
function firstHalfTotals(totals: Float64Array, s: number): Float64Array {
  const half = new Float64Array(totals.length);
  for (let n = 0; n < totals.length; n++) {
    // Binomial(n, s) by its ratio recurrence from (1 − s)ⁿ: no table per trial of s.
    let b = (1 - s) ** n;
    for (let k = 0; k <= n; k++) {
      half[k]! += totals[n]! * b;
      b *= ((n - k) / (k + 1)) * (s / (1 - s));
    }
  }
  return half;
}

/** The first-half share whose half-time total over matches the book's (bisection: the over grows with s). */
function fitFirstHalfShare(totals: Float64Array, target: FitTargets['firstHalfTotal']): number {
  if (!target) return FIRST_HALF_SHARE;
  let [low, high] = [0.3, 0.7];
  // 30 halvings: s to within 4e-10.
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2;
    if (overOf(firstHalfTotals(totals, mid), target.line) < target.over) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The fitted model of a soccer match from its book, or null when the book has no 1X2 and total to fit. */
export function fitSoccer(book: readonly BookMarket[]): SoccerFit | null {
  const targets = fitTargets(book);
  if (!targets) return null;
  const theta = fitParameters(targets);
  const { lambda, mu, rho } = parameters(theta);
  const cells: number[][] = [];
  const model = evaluate(lambda, mu, rho, targets.total.line, cells);
  return {
    lambda,
    mu,
    rho,
    firstHalfShare: fitFirstHalfShare(model.totals, targets.firstHalfTotal),
    cells,
    targets,
    fitted: { home: model.home, draw: model.draw, away: model.away, over: model.over },
  };
}
