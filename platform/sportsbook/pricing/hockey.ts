/**
 * Ice hockey: goals over three periods of twenty minutes, with score effects, and a winner that includes
 * overtime and the shootout.
 *
 * Independent Poisson goals (as in soccer, poisson.ts) level regulation only some 16–17% of the time at
 * NHL scoring, where real leagues go to overtime in about 22–23% of games (MODELS.md). The gap is the
 * game's score effects: a trailing side presses (and late on pulls its goalie) while the leader sits
 * back, so the trailer scores faster and the leader slower. The model plays that out: each side's goal
 * rate is scaled by (1 + e) while it trails and (1 − e) while it leads, `scoreEffect` e, and the score
 * grid comes from that Markov chain over the minutes left (scoreEffectCells), not from a product of Poissons.
 * Without `scoreEffect` (0) it is plain Poisson, the soccer grid.
 *
 * European books settle hockey's 1X2, handicaps and totals on regulation time (60 minutes; e.g. the
 * ice hockey rules of bet365 and Pinnacle), so those markets are read off the regulation grid as in
 * soccer, per period too. The "winner" (moneyline) also counts overtime and the shootout: the level
 * regulation mass goes to home with the probability of winning from there, `tieBreak`.
 *
 * Books that settle hockey including overtime (the North American way, and a second line at European
 * books) offer handicaps and totals on the final score, the shootout winner credited one goal (NHL rule
 * 84): that grid is the regulation grid with each level score moved one goal to home (× tieBreak) or to
 * away (× 1 − tieBreak), since overtime and the shootout end at the first goal. Those markets carry
 * time 'shootout' (and so keys of their own, "match+shootout/total@5.5"). So P(home −0.5 incl. OT) is
 * P(winner home) exactly.
 */
import { type FairMarket, MATCH, type Score, offerable } from './market';
import { type ScoreGrid, type SoccerInput, type SoccerScope, collect, soccerMarkets, soccerScopes } from './poisson';
import { winnerMarket } from './two-way';

export const HOCKEY_PERIODS = { type: 'period', length: 20, count: 3 } as const;

export interface HockeyInput extends SoccerInput {
  /** P(home wins if regulation ends level, from now): see suddenDeath. */
  tieBreak: number;
  /** e: a side's goal rate is × (1 + e) while it trails, × (1 − e) while it leads; 0 (default) is plain Poisson. */
  scoreEffect?: number;
}

/**
 * P(home wins a sudden-death overtime with these expected goals still to come, then a shootout won with
 * probability `shootout`): the first goal decides, home's with probability λ / (λ + μ) (competing Poisson
 * processes), and no goal at all, e^−(λ+μ), leaves it to the shootout.
 */
export function suddenDeath(expectedGoals: Score, shootout: number): number {
  const both = expectedGoals.home + expectedGoals.away;
  if (both === 0) return shootout;
  const goal = 1 - Math.exp(-both);
  return (expectedGoals.home / both) * goal + (1 - goal) * shootout;
}

/** A side's goal rate multiplier at goal difference `lead` (its own goals minus the other's). */
export const scoreEffectFactor = (lead: number, effect: number) => (lead > 0 ? 1 - effect : lead < 0 ? 1 + effect : 1);

/** Goals to come per side kept in a grid at most; a shorter span keeps fewer (goalsKept). */
const MAX_TO_COME = 24;
/** A side's goals kept for a span whose mean (score effects at their most) is λ: λ + 7√λ + 5, beyond which the mass is below 1e-9. */
const goalsKept = (lambda: number) => Math.min(MAX_TO_COME, Math.ceil(lambda + 7 * Math.sqrt(lambda) + 5));
/**
 * A later period starting with a lead of more than this plays as if the lead were this: the rates
 * depend only on who leads, and they differ only once the trailer has scored this many more in the
 * period, rarer than 1e-6. It bounds the period grids to compute to 2 × 6 + 1.
 */
const MAX_LEAD = 6;
/**
 * The distribution of goals to come (cells[home][away]) over `minutes` at `rate` goals a minute per side
 * (before score effects), the match's goal difference being `lead` (home − away) at the start.
 *
 * Exact, by uniformisation (Jensen 1953, the standard way to solve a continuous-time Markov chain): with
 * Λ the fastest total goal rate, events come as a Poisson(Λ·t) count, and each is a home goal, an away
 * goal or nothing with the rates at the score it finds over Λ. The grid after t is the Poisson mixture of
 * the grids after n events, so some thirty events price a whole match, not hundreds of time steps.
 */
export function scoreEffectCells(rate: Score, minutes: number, lead: number, effect: number): number[][] {
  const [maxHome, maxAway] = [goalsKept(rate.home * (1 + effect) * minutes), goalsKept(rate.away * (1 + effect) * minutes)];
  const width = maxAway + 1;
  const out = new Float64Array((maxHome + 1) * width);
  const fastest = (rate.home + rate.away) * (1 + effect);
  const mean = fastest * minutes;
  let cells = new Float64Array(out.length);
  cells[0] = 1;
  let weight = Math.exp(-mean);
  out[0] = weight;
  const events = mean > 0 ? Math.ceil(mean + 8 * Math.sqrt(mean) + 8) : 0;
  for (let n = 1; n <= events; n++) {
    const next = new Float64Array(out.length);
    for (let i = 0; i <= Math.min(n, maxHome); i++) {
      for (let j = 0; j <= Math.min(n, maxAway); j++) {
        const p = cells[i * width + j]!;
        if (p < 1e-18) continue;
        const d = lead + i - j;
        // At the grid's edge a side stops scoring: the mass held there is below 1e-9.
        const home = i < maxHome ? (rate.home * scoreEffectFactor(d, effect)) / fastest : 0;
        const away = j < maxAway ? (rate.away * scoreEffectFactor(-d, effect)) / fastest : 0;
        next[i * width + j]! += p * (1 - home - away);
        if (home > 0) next[(i + 1) * width + j]! += p * home;
        if (away > 0) next[i * width + j + 1]! += p * away;
      }
    }
    cells = next;
    weight *= mean / n;
    for (let k = 0; k < out.length; k++) out[k]! += weight * cells[k]!;
  }
  // The Poisson tail past `events` (below 1e-12) is left out: renormalise so the grid sums to one.
  const total = out.reduce((sum, p) => sum + p, 0);
  return Array.from({ length: maxHome + 1 }, (_, i) => Array.from(out.subarray(i * width, (i + 1) * width), (p) => p / total));
}

/** The mixture of `cells(lead)` over a distribution of leads, a lead past ±MAX_LEAD counted as ±MAX_LEAD. */
function mixed(leads: ReadonlyMap<number, number>, cells: (lead: number) => number[][]): number[][] {
  const clamped = new Map<number, number>();
  for (const [lead, weight] of leads) {
    const at = Math.max(-MAX_LEAD, Math.min(MAX_LEAD, lead));
    clamped.set(at, (clamped.get(at) ?? 0) + weight);
  }
  const out: number[][] = [];
  for (const [lead, weight] of clamped) {
    if (weight < 1e-12) continue;
    cells(lead).forEach((row, i) =>
      row.forEach((p, j) => {
        const line = (out[i] ??= []);
        line[j] = (line[j] ?? 0) + weight * p;
      }),
    );
  }
  // Rows of different grids differ in length: fill the holes with zeros.
  const width = Math.max(...out.map((row) => row.length));
  return out.map((row) => Array.from({ length: width }, (_, j) => row[j] ?? 0));
}

/**
 * The match and each period not yet over, as soccerScopes lays them out, with score-effect grids: the
 * period under way starts from the match's lead now, a later one from the lead it will start at.
 */
export function hockeyScopes(hockey: HockeyInput): SoccerScope[] {
  const input: HockeyInput = { periods: HOCKEY_PERIODS, ...hockey };
  const effect = input.scoreEffect ?? 0;
  // soccerScopes validates the clock and the scores and lays out the periods; only the grids differ.
  const scopes = soccerScopes(input);
  if (effect === 0) return scopes;
  const { expectedGoals, minutesLeft } = input;
  const score = input.score ?? { home: 0, away: 0 };
  const lead = score.home - score.away;
  const rate: Score = minutesLeft > 0 ? { home: expectedGoals.home / minutesLeft, away: expectedGoals.away / minutesLeft } : { home: 0, away: 0 };
  const periods = input.periods ?? HOCKEY_PERIODS;
  const elapsed = periods.length * periods.count - minutesLeft;
  // Later periods are alike (same rate, same length, leads clamped): each grid is computed once.
  const memo = new Map<string, number[][]>();
  const cells = (minutes: number, from: number) => {
    const key = `${minutes}:${from}`;
    let grid = memo.get(key);
    if (!grid) memo.set(key, (grid = scoreEffectCells(rate, minutes, from, effect)));
    return grid;
  };
  const leadAfter = (minutes: number) => collect({ start: { home: 0, away: 0 }, cells: cells(minutes, lead) }, (h, a) => lead + h - a);
  return scopes.map((scope): SoccerScope => {
    if (scope.period.type === 'match') return { period: MATCH, grid: { start: score, cells: cells(minutesLeft, lead) } };
    const index = scope.period.index;
    const [start, end] = [(index - 1) * periods.length, index * periods.length];
    const grid: ScoreGrid =
      elapsed >= start
        ? { start: scope.grid.start, cells: cells(end - elapsed, lead) }
        : { start: scope.grid.start, cells: mixed(leadAfter(start - elapsed), (from) => cells(periods.length, from)) };
    return { period: scope.period, grid };
  });
}

/** The final score's grid (overtime and shootout included) from regulation's: a level score gains the one deciding goal. */
export function decidedGrid(regulation: ScoreGrid, tieBreak: number): ScoreGrid {
  const { start } = regulation;
  const rows = regulation.cells.length + 1;
  const width = Math.max(...regulation.cells.map((row) => row.length)) + 1;
  const cells = Array.from({ length: rows }, () => Array.from({ length: width }, () => 0));
  regulation.cells.forEach((row, i) =>
    row.forEach((p, j) => {
      if (start.home + i !== start.away + j) cells[i]![j]! += p;
      else {
        cells[i + 1]![j]! += p * tieBreak;
        cells[i]![j + 1]! += p * (1 - tieBreak);
      }
    }),
  );
  return { start, cells };
}

export function hockeyModel(input: HockeyInput): FairMarket[] {
  const soccer: HockeyInput = { periods: HOCKEY_PERIODS, correctScore: false, ...input };
  const scopes = hockeyScopes(soccer);
  const result = collect(scopes[0]!.grid, (home, away) => Math.sign(home - away));
  const home = (result.get(1) ?? 0) + (result.get(0) ?? 0) * input.tieBreak;
  const decided = soccerMarkets(decidedGrid(scopes[0]!.grid, input.tieBreak), MATCH, soccer)
    .filter((market) => market.type === 'asian-handicap' || market.type === 'total')
    .map((market): FairMarket => ({ ...market, time: 'shootout' }));
  return offerable([
    winnerMarket(MATCH, home, soccer.teams ?? { home: 'Home', away: 'Away' }),
    ...scopes.flatMap((scope) => soccerMarkets(scope.grid, scope.period, soccer)),
    ...decided,
  ]);
}
