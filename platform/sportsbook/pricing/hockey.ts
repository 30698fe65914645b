/**
 * Ice hockey: goals as in soccer (poisson.ts), over three periods of twenty minutes, and a winner that
 * includes overtime and the shootout.
 *
 * European books settle hockey's 1X2, handicaps and totals on regulation time (60 minutes; e.g. the
 * ice hockey rules of bet365 and Pinnacle), so those markets are read off the regulation grid as in
 * soccer, per period too. The "winner" (moneyline) also counts overtime and the shootout: the level
 * regulation mass goes to home with the probability of winning from there, `tieBreak`.
 */
import { type FairMarket, MATCH, type Score, offerable } from './market';
import { type SoccerInput, collect, soccerMarkets, soccerScopes } from './poisson';
import { winnerMarket } from './two-way';

export const HOCKEY_PERIODS = { type: 'period', length: 20, count: 3 } as const;

export interface HockeyInput extends SoccerInput {
  /** P(home wins if regulation ends level, from now): see suddenDeath. */
  tieBreak: number;
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

export function hockeyModel(input: HockeyInput): FairMarket[] {
  const soccer: SoccerInput = { periods: HOCKEY_PERIODS, correctScore: false, ...input };
  const scopes = soccerScopes(soccer);
  const result = collect(scopes[0]!.grid, (home, away) => Math.sign(home - away));
  const home = (result.get(1) ?? 0) + (result.get(0) ?? 0) * input.tieBreak;
  return offerable([
    winnerMarket(MATCH, home, soccer.teams ?? { home: 'Home', away: 'Away' }),
    ...scopes.flatMap((scope) => soccerMarkets(scope.grid, scope.period, soccer)),
  ]);
}
