/**
 * Baseball: runs of each side as independent Poisson counts over its half-innings still to come, and no
 * draws: a game level after nine innings goes to extra innings.
 *
 * Runs per half-inning are overdispersed in real games (many zeros, the odd big inning), so Poisson is
 * rough; it is what the simulator plays, so prices and results agree. A level score is split between
 * the sides by `extraInnings`, and the game is taken to end one run apart, as a walk-off single or a
 * one-run top of the tenth usually leaves it: the run line and the total read the extra run from there.
 * Run lines and totals settle on the final score, extra innings included (MLB betting rules).
 */
import { type LineLadder, handicapMarket, ladder, totalMarket } from './lines';
import { type FairMarket, MATCH, type Score, offerable } from './market';
import { poissonPmf, scoreGrid } from './poisson';
import { winnerMarket } from './two-way';

export interface BaseballInput {
  /** Expected runs of each side in its own half-innings still to come (the one being batted in part). */
  expectedRuns: Score;
  score?: Score;
  /** P(home wins a game level after regulation): extraInningsHome for the sides' rates. */
  extraInnings: number;
  lines?: { handicap: LineLadder; total: LineLadder };
  teams?: { home: string; away: string };
}

/**
 * Run lines a run apart around the main one, totals half a run apart. A ±0.5 run line is the winner
 * market under another name, so it is left out: the run line proper is ±1.5.
 */
export const BASEBALL_LINES = { handicap: { step: 1, offset: 0.5, each: 3 }, total: { step: 0.5, each: 3 } };

/**
 * P(home wins extra innings) when each side scores Poisson runs per inning at these rates: an inning
 * home outscores away ends it for home, the reverse for away, and a level inning is played again, so
 * home's share is P(home > away) / (P(home > away) + P(away > home)).
 */
export function extraInningsHome(runsPerInning: Score): number {
  const [home, away] = [poissonPmf(runsPerInning.home), poissonPmf(runsPerInning.away)];
  let [ahead, behind] = [0, 0];
  home.forEach((ph, i) =>
    away.forEach((pa, j) => {
      if (i > j) ahead += ph * pa;
      else if (j > i) behind += ph * pa;
    }),
  );
  return ahead + behind > 0 ? ahead / (ahead + behind) : 0.5;
}

const add = (distribution: Map<number, number>, value: number, p: number) => distribution.set(value, (distribution.get(value) ?? 0) + p);

export function baseballModel(input: BaseballInput): FairMarket[] {
  const teams = input.teams ?? { home: 'Home', away: 'Away' };
  const lines = input.lines ?? BASEBALL_LINES;
  const grid = scoreGrid(input.expectedRuns, input.score);
  const margin = new Map<number, number>();
  const totals = new Map<number, number>();
  grid.cells.forEach((row, i) =>
    row.forEach((p, j) => {
      const [home, away] = [grid.start.home + i, grid.start.away + j];
      if (home !== away) {
        add(margin, home - away, p);
        add(totals, home + away, p);
        return;
      }
      add(margin, 1, p * input.extraInnings);
      add(margin, -1, p * (1 - input.extraInnings));
      add(totals, home + away + 1, p);
    }),
  );
  const home = [...margin].reduce((sum, [d, p]) => (d > 0 ? sum + p : sum), 0);
  return offerable([
    winnerMarket(MATCH, home, teams),
    ...ladder(margin, 'handicap', lines.handicap)
      .filter((line) => Math.abs(line) !== 0.5)
      .map((line) => handicapMarket(MATCH, margin, line, teams)),
    ...ladder(totals, 'total', lines.total).map((line) => totalMarket('total', MATCH, totals, line)),
  ]);
}
