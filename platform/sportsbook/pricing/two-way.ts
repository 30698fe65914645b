/**
 * Two-way sports (basketball with overtime, tennis, esports): a winner from team strengths, and for a
 * best-of-N series the series winner and the total maps played.
 *
 * Strengths are Bradley–Terry log-strengths (Bradley & Terry 1952): P(home beats away) =
 * e^h / (e^h + e^a) = 1 / (1 + e^-(h − a)). An Elo rating converts with eloStrength, which makes the
 * formula Elo's own 1 / (1 + 10^(-Δ/400)).
 *
 * In a series every map is taken as independent with the same win probability. Map picks and
 * momentum make that rough; it still gives the negative-binomial race that series prices follow.
 */
import { totalMarket } from './lines';
import { type FairMarket, MATCH, type Period, type Score, offerable } from './market';

export function winProbability(home: number, away: number, homeAdvantage = 0): number {
  return 1 / (1 + Math.exp(-(home + homeAdvantage - away)));
}

export const eloStrength = (rating: number) => (rating * Math.LN10) / 400;

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * A best-of-N series from the current map score, each map won by home with probability p: who wins,
 * and how many maps are played in all. Home takes the series on its last needed map after k more maps
 * with probability C(k−1, n−1) pⁿ (1−p)^(k−n), n being the maps home still needs; likewise away.
 */
export function series(p: number, bestOf: number, score: Score = { home: 0, away: 0 }) {
  if (!(bestOf > 0 && bestOf % 2 === 1)) throw new RangeError(`best of ${bestOf}: a series is best of an odd number`);
  const need = (bestOf + 1) / 2;
  const [home, away] = [need - score.home, need - score.away];
  if (home < 0 || away < 0 || (home === 0 && away === 0)) throw new RangeError('impossible series score');
  const played = score.home + score.away;
  const mapsPlayed = new Map<number, number>();
  let homeWins = 0;
  if (home === 0 || away === 0) return { homeWins: home === 0 ? 1 : 0, mapsPlayed: new Map([[played, 1]]) };
  for (let k = 1; k <= home + away - 1; k++) {
    const homeTakes = k >= home ? choose(k - 1, home - 1) * p ** home * (1 - p) ** (k - home) : 0;
    const awayTakes = k >= away ? choose(k - 1, away - 1) * (1 - p) ** away * p ** (k - away) : 0;
    homeWins += homeTakes;
    mapsPlayed.set(played + k, homeTakes + awayTakes);
  }
  return { homeWins, mapsPlayed };
}

export interface TwoWayInput {
  /** Bradley–Terry log-strengths. */
  strengths: Score;
  homeAdvantage?: number;
  /** Esports: the strengths give one map, and the match is a best-of-N series. */
  series?: { bestOf: number; score?: Score };
  teams?: { home: string; away: string };
}

const winner = (period: Period, home: number, teams: { home: string; away: string }): FairMarket => ({
  type: 'winner',
  period,
  coverage: 1,
  outcomes: [
    { key: 'home', title: teams.home, probability: home },
    { key: 'away', title: teams.away, probability: 1 - home },
  ],
});

export function twoWayModel(input: TwoWayInput): FairMarket[] {
  const teams = input.teams ?? { home: 'Home', away: 'Away' };
  const p = winProbability(input.strengths.home, input.strengths.away, input.homeAdvantage);
  if (!input.series) return offerable([winner(MATCH, p, teams)]);

  const { bestOf, score = { home: 0, away: 0 } } = input.series;
  const outcome = series(p, bestOf, score);
  const need = (bestOf + 1) / 2;
  // Between the shortest (need) and longest (bestOf) series: 2.5 in a best of 3; 3.5 and 4.5 in a best of 5.
  const lines = Array.from({ length: bestOf - need }, (_, i) => need + i + 0.5);
  const decided = outcome.homeWins === 0 || outcome.homeWins === 1;
  return offerable([
    winner(MATCH, outcome.homeWins, teams),
    ...lines.map((line) => totalMarket('total-maps', MATCH, outcome.mapsPlayed, line)),
    ...(decided ? [] : [winner({ type: 'map', index: score.home + score.away + 1 }, p, teams)]),
  ]);
}
