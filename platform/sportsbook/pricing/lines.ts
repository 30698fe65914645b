/**
 * Line markets: handicaps and totals on half, whole and quarter lines.
 *
 * A quarter line is two half stakes on the neighbouring lines: a bet on -0.75 is half on -0.5 and half
 * on -1.0; +0.25 is half on 0 and half on +0.5 (the Asian handicap rules of e.g. Pinnacle and SBOBET).
 * Each half wins, pushes or loses on its own, which yields the ticket item results of seed 002 §9:
 * win, halfwin, refund, halflose, lost. A whole line can only win, refund or lose; a half line only
 * win or lose.
 */
import { type FairMarket, type FairOutcome, type MarketType, type Period, signed } from './market';

export type Settlement = 'win' | 'halfwin' | 'refund' | 'halflose' | 'lost';
export type SettlementOdds = Record<Settlement, number>;
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
  const odds: SettlementOdds = { win: 0, halfwin: 0, refund: 0, halflose: 0, lost: 0 };
  for (const [value, probability] of distribution) odds[settle(value, line)] += probability;
  return odds;
}

/** The other side's view: the away goal difference is minus the home one; under is minus over. */
export const mirror = (distribution: Distribution): Distribution =>
  new Map([...distribution].map(([value, probability]) => [-value, probability]));

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

/** Both sides of a line: the first on (distribution, line), the second mirrored. */
export function twoSides(
  distribution: Distribution,
  line: number,
  sides: readonly [{ key: string; title: string }, { key: string; title: string }],
): FairOutcome[] {
  return [settlementOdds(distribution, line), settlementOdds(mirror(distribution), -line)].map((settlement, i) => ({
    ...sides[i]!,
    probability: effectiveProbability(settlement),
    settlement,
  }));
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
