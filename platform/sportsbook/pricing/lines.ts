/**
 * Line markets: handicaps and totals on half, whole and quarter lines.
 *
 * A quarter line is two half stakes on the neighbouring lines: a bet on -0.75 is half on -0.5 and half
 * on -1.0; +0.25 is half on 0 and half on +0.5 (the Asian handicap rules of e.g. Pinnacle and SBOBET).
 * Each half wins, pushes or loses on its own, which yields the ticket item results of seed 002 §9:
 * win, halfwin, refund, halflose, lost. A whole line can only win, refund or lose; a half line only
 * win or lose.
 */
import { type FairMarket, type FairOutcome, type MarketType, type Period, type Settlement, type SettlementOdds, signed } from './market';

/** A discrete distribution: value (goal difference, goals, maps played) → probability. */
export type Distribution = ReadonlyMap<number, number>;

/** -0.75 → [-0.5, -1]; +0.25 → [0, 0.5]; -1 → [-1]; 2.5 → [2.5]. */
export function splitLine(line: number): number[] {
  if (!Number.isInteger(line * 4)) throw new RangeError(`line ${line} is not a multiple of 0.25`);
  if (Number.isInteger(line * 2)) return [line];
  return [line - 0.25, line + 0.25].sort((a, b) => Math.abs(a) - Math.abs(b));
}

const BY_SCORE: Record<number, Settlement> = { 2: 'win', 1: 'halfwin', 0: 'refund', [-1]: 'halflose', [-2]: 'lost' };

/**
 * How a selection settles when its value (its side's goal difference, or goals for an over) plus the
 * line is positive (win), zero (push) or negative (loss), per half stake. Values are whole numbers
 * and lines quarters, so the sums are exact.
 */
export function settle(value: number, line: number): Settlement {
  const parts = splitLine(line);
  const score = parts.reduce((sum, part) => sum + Math.sign(value + part), 0) * (2 / parts.length);
  return BY_SCORE[score]!;
}

export function settlementOdds(distribution: Distribution, line: number): SettlementOdds {
  // settle() unrolled, without allocations: this runs for every line of every live book on every tick.
  // A whole or half line counts its one stake twice (2, 0, −2); a quarter line's halves give 2, ±1, −2.
  const parts = splitLine(line);
  const [first, second] = [parts[0]!, parts[parts.length - 1]!];
  let [win, halfwin, refund, halflose, lost] = [0, 0, 0, 0, 0];
  for (const [value, probability] of distribution) {
    const score = Math.sign(value + first) + Math.sign(value + second);
    if (score === 2) win += probability;
    else if (score === 1) halfwin += probability;
    else if (score === 0) refund += probability;
    else if (score === -1) halflose += probability;
    else lost += probability;
  }
  return { win, halfwin, refund, halflose, lost };
}

/**
 * The other side of a line settles the other way round on every result: the away side's value is minus
 * home's and its line minus home's, so each half stake's sign flips (win ↔ lost, halfwin ↔ halflose).
 */
const reversed = (odds: SettlementOdds): SettlementOdds => ({ win: odds.lost, halfwin: odds.halflose, refund: odds.refund, halflose: odds.halfwin, lost: odds.win });

/** Return per unit staked at a decimal price: a half win pays half the stake at the price, half back. */
export function expectedReturn(odds: SettlementOdds, price: number): number {
  return odds.win * price + odds.halfwin * (price + 1) / 2 + odds.refund + odds.halflose / 2;
}

/**
 * The effective probability q = 1 / fair price, the price at which expectedReturn is exactly 1:
 * q = (win + halfwin/2) / (1 − refund − (halfwin + halflose)/2). The two sides of a line then sum to 1,
 * so a line market takes margin like any two-way market. A certain push has no fair price: 0.
 */
export function effectiveProbability(odds: SettlementOdds): number {
  const atRisk = 1 - odds.refund - (odds.halfwin + odds.halflose) / 2;
  return atRisk > 1e-15 ? (odds.win + odds.halfwin / 2) / atRisk : 0;
}

/** Both sides of a line: the first on (distribution, line), the second its reverse (away, under). */
export function twoSides(
  distribution: Distribution,
  line: number,
  sides: readonly [{ key: string; title: string }, { key: string; title: string }],
): FairOutcome[] {
  const first = settlementOdds(distribution, line);
  return [first, reversed(first)].map((settlement, i) => ({
    ...sides[i]!,
    probability: effectiveProbability(settlement),
    settlement,
  }));
}

/** Home against away on a margin (home − away) with no line: a draw refunds both (draw-no-bet, or a winner that cannot be a draw). */
export function homeOrAwayMarket(type: MarketType, period: Period, difference: Distribution, teams: { home: string; away: string }): FairMarket {
  const outcomes = twoSides(difference, 0, [
    { key: 'home', title: teams.home },
    { key: 'away', title: teams.away },
  ]);
  return { type, period, coverage: 1, outcomes };
}

/** Handicap `line` on the home side of a goal-difference (home − away) distribution. */
export function handicapMarket(
  period: Period,
  difference: Distribution,
  line: number,
  teams: { home: string; away: string },
): FairMarket {
  const outcomes = twoSides(difference, line, [
    { key: 'home', title: `${teams.home} ${signed(line)}` },
    { key: 'away', title: `${teams.away} ${signed(-line)}` },
  ]);
  return { type: 'asian-handicap', period, line, coverage: 1, outcomes };
}

/** Over/under `line` on a distribution of totals (goals, maps played). */
export function totalMarket(type: MarketType, period: Period, totals: Distribution, line: number): FairMarket {
  // Over `line` wins when total − line > 0: the value is the total and the handicap −line.
  const outcomes = twoSides(totals, -line, [
    { key: 'over', title: `Over ${line}` },
    { key: 'under', title: `Under ${line}` },
  ]);
  return { type, period, line, coverage: 1, outcomes };
}

/** -3.5, -3.25, …, +3.5 for handicaps; 0.5, 0.75, …, 6.5 for totals. */
export const quarterSteps = (from: number, to: number): number[] =>
  Array.from({ length: Math.round((to - from) * 4) + 1 }, (_, i) => from + i / 4);

/**
 * Which lines of a handicap or total a book lists. A book does not offer every line: it leads with the
 * balanced ("main") line, the one whose two sides are nearest an even chance, and a few alternatives
 * either side. The grid is offset + k × step: 0.25 apart from 0 for Asian lines, 1 apart from 0.5 for
 * basketball spreads and baseball run lines, 0.5 apart for baseball totals.
 */
export interface LineLadder {
  step: number;
  /** Lines listed either side of the main one. */
  each: number;
  offset?: number;
}

/**
 * The main line and `each` lines either side of it, on the grid. The main line is searched near the
 * mean (where it always lies for the unimodal distributions here) rather than over the whole grid,
 * which keeps this cheap enough to run on every live tick. A total is never 0 or less.
 */
export function ladder(distribution: Distribution, kind: 'handicap' | 'total', { step, each, offset = 0 }: LineLadder): number[] {
  let mean = 0;
  for (const [value, probability] of distribution) mean += value * probability;
  // The first side covers a handicap when value + line > 0, an over when total − line > 0.
  const gap = (k: number) => {
    const line = offset + k * step;
    return Math.abs(effectiveProbability(settlementOdds(distribution, kind === 'handicap' ? line : -line)) - 0.5);
  };
  const guess = Math.round(((kind === 'handicap' ? -mean : mean) - offset) / step);
  let [main, best] = [guess, gap(guess)];
  for (let k = guess - 4; k <= guess + 4; k++) {
    const g = gap(k);
    if (g < best) [main, best] = [k, g];
  }
  const lines = Array.from({ length: 2 * each + 1 }, (_, i) => offset + (main - each + i) * step);
  return kind === 'total' ? lines.filter((line) => line > 0) : lines;
}
