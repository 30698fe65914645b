/**
 * Soccer: fair probabilities for every market from one grid of final scores.
 *
 * Goals for each side over the time left are independent Poisson (Maher 1982, "Modelling association
 * football scores"), scoring at an even rate, so a period of the remaining time gets its share of the
 * expected goals. Real rates rise late in a match (Dixon & Robinson 1998); the caller's expected goals
 * carry that if it matters. Optionally the low scores are corrected with Dixon & Coles' τ (1997,
 * "Modelling association football scores and inefficiencies in the football betting market", eq. 4.2),
 * fitted by them at ρ ≈ -0.13 for whole matches; here it applies to the goals still to come.
 *
 * Every market is read off the same grid, so they agree with one another by construction: 1X2, double
 * chance, draw no bet, handicaps, totals and correct score all sum the same cells.
 */
import { type Distribution, type LineLadder, handicapMarket, homeOrAwayMarket, ladder, quarterSteps, totalMarket } from './lines';
import { type FairMarket, MATCH, type Period, type PeriodType, type Score, offerable } from './market';

export interface SoccerInput {
  /** Expected goals of each side over the minutes left (not per 90). */
  expectedGoals: Score;
  minutesLeft: number;
  /** The score now; 0-0 before kick-off. */
  score?: Score;
  /** The score within the current period; needed from the second period on (the first starts at 0-0). */
  periodScore?: Score;
  /** Regulation periods: halves of 45 unless said otherwise. */
  periods?: { type: PeriodType; length: number; count: number };
  /** Dixon–Coles ρ; 0 (the default) is plain independent Poisson. */
  rho?: number;
  /**
   * Which score an Asian handicap settles on. 'remaining' (default) is the Asian in-running convention:
   * the score when the bet is struck counts as 0-0 (Pinnacle, SBOBET rules), so a live AH prices the
   * goals still to come. 'full' settles on the final score, as draw no bet always does.
   */
  handicap?: 'remaining' | 'full';
  /** List only the main line and a few either side (lines.ts ladder); every line of HANDICAP_LINES and TOTAL_LINES when absent. */
  lines?: { handicap: LineLadder; total: LineLadder };
  /** Correct score is offered unless false (ice hockey leaves it out). */
  correctScore?: boolean;
  teams?: { home: string; away: string };
}

/** Cells are the goals still to come: cells[i][j] = P(home scores i more, away j more). */
export interface ScoreGrid {
  start: Score;
  cells: number[][];
}

/** Scores above this are not in the grid (its mass beyond is below 1e-17 for any allowed λ). */
const MAX_GOALS = 60;
const MAX_EXPECTED_GOALS = 15;

export function poissonPmf(lambda: number): number[] {
  if (!(lambda >= 0 && lambda <= MAX_EXPECTED_GOALS)) throw new RangeError(`expected goals ${lambda} out of [0, 15]`);
  const pmf = [Math.exp(-lambda)];
  // Past the mode each term shrinks; stop once the terms no longer register against 1.
  for (let k = 1; k <= MAX_GOALS && (k <= lambda || pmf[k - 1]! > 1e-17); k++) pmf.push((pmf[k - 1]! * lambda) / k);
  return pmf;
}

/** Dixon & Coles (1997) τ for home goals x and away goals y with means λ (home) and μ (away). */
export function dixonColesTau(x: number, y: number, lambda: number, mu: number, rho: number): number {
  if (x === 0 && y === 0) return 1 - lambda * mu * rho;
  if (x === 0 && y === 1) return 1 + lambda * rho;
  if (x === 1 && y === 0) return 1 + mu * rho;
  if (x === 1 && y === 1) return 1 - rho;
  return 1;
}

export function scoreGrid(expectedGoals: Score, start: Score = { home: 0, away: 0 }, rho = 0): ScoreGrid {
  const [home, away] = [poissonPmf(expectedGoals.home), poissonPmf(expectedGoals.away)];
  const tau = (x: number, y: number) => dixonColesTau(x, y, expectedGoals.home, expectedGoals.away, rho);
  if ([tau(0, 0), tau(0, 1), tau(1, 0), tau(1, 1)].some((t) => t < 0)) throw new RangeError(`ρ ${rho} makes a probability negative`);
  const cells = home.map((ph, x) => away.map((pa, y) => ph * pa * tau(x, y)));
  // τ keeps the total mass and the tails are below 1e-17, so this only removes rounding.
  const total = cells.flat().reduce((sum, p) => sum + p, 0);
  return { start, cells: cells.map((row) => row.map((p) => p / total)) };
}

/** The distribution of f(final home goals, final away goals, home goals to come, away goals to come). */
export function collect(grid: ScoreGrid, f: (home: number, away: number, more: Score) => number): Distribution {
  const distribution = new Map<number, number>();
  grid.cells.forEach((row, i) =>
    row.forEach((p, j) => {
      const value = f(grid.start.home + i, grid.start.away + j, { home: i, away: j });
      distribution.set(value, (distribution.get(value) ?? 0) + p);
    }),
  );
  return distribution;
}

export const HANDICAP_LINES = quarterSteps(-3.5, 3.5);
export const TOTAL_LINES = quarterSteps(0.5, 6.5);
/** Correct score lists 0-0 … 6-6; anything with a side past 6 is "other". */
export const CORRECT_SCORE_MAX = 6;

/** Every market of one scope (the match or one period) from its grid. */
export function soccerMarkets(
  grid: ScoreGrid,
  period: Period,
  options: Pick<SoccerInput, 'handicap' | 'teams' | 'lines' | 'correctScore'> = {},
): FairMarket[] {
  const teams = options.teams ?? { home: 'Home', away: 'Away' };
  const difference = collect(grid, (home, away) => home - away);
  const p = (sign: number) => [...difference].reduce((sum, [d, q]) => (Math.sign(d) === sign ? sum + q : sum), 0);
  const [home, draw, away] = [p(1), p(0), p(-1)];
  const handicapBasis = options.handicap === 'full' ? difference : collect(grid, (_h, _a, more) => more.home - more.away);
  const totals = collect(grid, (h, a) => h + a);
  const handicapLines = options.lines ? ladder(handicapBasis, 'handicap', options.lines.handicap) : HANDICAP_LINES;
  const totalLines = options.lines ? ladder(totals, 'total', options.lines.total) : TOTAL_LINES;

  return offerable([
    {
      type: '1x2',
      period,
      coverage: 1,
      outcomes: [
        { key: 'home', title: teams.home, probability: home },
        { key: 'draw', title: 'Draw', probability: draw },
        { key: 'away', title: teams.away, probability: away },
      ],
    },
    {
      type: 'double-chance',
      period,
      coverage: 2,
      outcomes: [
        { key: '1X', title: `${teams.home} or draw`, probability: home + draw },
        { key: '12', title: `${teams.home} or ${teams.away}`, probability: home + away },
        { key: 'X2', title: `Draw or ${teams.away}`, probability: draw + away },
      ],
    },
    // Handicap 0 on the final score: a draw refunds.
    homeOrAwayMarket('draw-no-bet', period, difference, teams),
    ...handicapLines.map((line) => handicapMarket(period, handicapBasis, line, teams)),
    ...totalLines.map((line) => totalMarket('total', period, totals, line)),
    ...(options.correctScore === false ? [] : [correctScoreMarket(grid, period)]),
  ]);
}

function correctScoreMarket(grid: ScoreGrid, period: Period): FairMarket {
  const cs = CORRECT_SCORE_MAX;
  const scores = collect(grid, (h, a) => (h > cs || a > cs ? -1 : h * (cs + 1) + a));
  return {
    type: 'correct-score',
    period,
    coverage: 1,
    outcomes: [
      ...Array.from({ length: (cs + 1) ** 2 }, (_, n) => {
        const score = `${Math.floor(n / (cs + 1))}-${n % (cs + 1)}`;
        return { key: score, title: score, probability: scores.get(n) ?? 0 };
      }),
      { key: 'other', title: 'Other', probability: scores.get(-1) ?? 0 },
    ],
  };
}

export interface SoccerScope {
  period: Period;
  grid: ScoreGrid;
}

/**
 * The match and each period not yet over, each with its grid. Expected goals are split by minutes:
 * at 60 minutes left in halves of 45, the first half has 15 of them and the second 45.
 */
export function soccerScopes(input: SoccerInput): SoccerScope[] {
  const { expectedGoals, minutesLeft, rho = 0 } = input;
  const score = input.score ?? { home: 0, away: 0 };
  const periods = input.periods ?? { type: 'half', length: 45, count: 2 };
  const regulation = periods.length * periods.count;
  if (!(minutesLeft >= 0 && minutesLeft <= regulation)) throw new RangeError(`minutes left ${minutesLeft} out of [0, ${regulation}]`);
  const elapsed = regulation - minutesLeft;
  const current = Math.min(periods.count - 1, Math.floor(elapsed / periods.length));
  if (current > 0 && !input.periodScore) throw new RangeError(`the score of ${periods.type} ${current + 1} is needed to price it`);
  const share = (minutes: number): Score =>
    minutesLeft === 0
      ? { home: 0, away: 0 }
      : { home: (expectedGoals.home * minutes) / minutesLeft, away: (expectedGoals.away * minutes) / minutesLeft };

  const scopes: SoccerScope[] = [{ period: MATCH, grid: scoreGrid(expectedGoals, score, rho) }];
  for (let index = current; index < periods.count; index++) {
    const minutes = index === current ? (index + 1) * periods.length - elapsed : periods.length;
    const start = index === current ? (input.periodScore ?? score) : { home: 0, away: 0 };
    scopes.push({ period: { type: periods.type, index: index + 1 }, grid: scoreGrid(share(minutes), start, rho) });
  }
  return scopes;
}

export function soccerModel(input: SoccerInput): FairMarket[] {
  return soccerScopes(input).flatMap((scope) => soccerMarkets(scope.grid, scope.period, input));
}
