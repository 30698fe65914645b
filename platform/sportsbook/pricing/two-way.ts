/**
 * Two-way sports (tennis, esports): a winner from team strengths, and for a best-of-N series (sets in
 * tennis, maps in esports) the series winner, the total units played and the winner of the unit in play.
 *
 * Strengths are Bradley–Terry log-strengths (Bradley & Terry 1952): P(home beats away) =
 * e^h / (e^h + e^a) = 1 / (1 + e^-(h − a)). An Elo rating converts with eloStrength, which makes the
 * formula Elo's own 1 / (1 + 10^(-Δ/400)).
 *
 * In a series every unit is taken as independent with the same win probability. Map picks, serve and
 * momentum make that rough; it still gives the negative-binomial race that series prices follow. A unit
 * already under way is priced from its own score (games in a set, rounds on a map) with race().
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
 *
 * `current`, when given, is P(home wins the map under way), which its own score may have moved away
 * from p: the series is then the mixture of the two series that follow that map.
 */
export function series(p: number, bestOf: number, score: Score = { home: 0, away: 0 }, current?: number): { homeWins: number; mapsPlayed: Map<number, number> } {
  if (!(bestOf > 0 && bestOf % 2 === 1)) throw new RangeError(`best of ${bestOf}: a series is best of an odd number`);
  const need = (bestOf + 1) / 2;
  const [home, away] = [need - score.home, need - score.away];
  if (home < 0 || away < 0 || (home === 0 && away === 0)) throw new RangeError('impossible series score');
  if (current !== undefined && home > 0 && away > 0) {
    const won = series(p, bestOf, { home: score.home + 1, away: score.away });
    const lost = series(p, bestOf, { home: score.home, away: score.away + 1 });
    const mapsPlayed = new Map<number, number>();
    for (const [part, weight] of [[won, current], [lost, 1 - current]] as const) {
      for (const [maps, q] of part.mapsPlayed) mapsPlayed.set(maps, (mapsPlayed.get(maps) ?? 0) + q * weight);
    }
    return { homeWins: current * won.homeWins + (1 - current) * lost.homeWins, mapsPlayed };
  }
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

/** How a unit is won: first to `target`, by two clear (a tennis set), or with a tie at target − 1 all (a CS map at 12-12). */
export interface RaceRule {
  target: number;
  byTwo: boolean;
}

/** Who has won a race at this score: home, away, 'tie' (the tie-break or overtime is due), or undefined (play on). */
export function raceResult(rule: RaceRule, score: Score): 'home' | 'away' | 'tie' | undefined {
  const { target, byTwo } = rule;
  const [h, a] = [score.home, score.away];
  if (byTwo) {
    if (h === target && a === target) return 'tie';
    // 7-6 is a set won on its tie-break.
    if ((h >= target && h - a >= 2) || (h === target + 1 && a === target)) return 'home';
    if ((a >= target && a - h >= 2) || (a === target + 1 && h === target)) return 'away';
    return undefined;
  }
  if (h === target - 1 && a === target - 1) return 'tie';
  // Past the target only after the tie was played off (16-14 after a CS overtime): the leader won.
  return h >= target && h > a ? 'home' : a >= target && a > h ? 'away' : undefined;
}

/**
 * P(home wins a race from `score`, taking each point (a game, a round) with probability q, the tie worth
 * `tie` (the tie-break's own probability). The recursion is Newton & Keller's ("Probability of winning at
 * tennis I", Studies in Applied Mathematics 114, 2005) with points independent and alike, as Klaassen &
 * Magnus found them close to be ("Forecasting the winner of a tennis match", EJOR 148, 2003).
 */
export function race(q: number, rule: RaceRule, tie: number, score: Score = { home: 0, away: 0 }): number {
  const memo = new Map<number, number>();
  const win = (h: number, a: number): number => {
    const result = raceResult(rule, { home: h, away: a });
    if (result === 'home') return 1;
    if (result === 'away') return 0;
    if (result === 'tie') return tie;
    const key = h * 1024 + a;
    let p = memo.get(key);
    if (p === undefined) memo.set(key, (p = q * win(h + 1, a) + (1 - q) * win(h, a + 1)));
    return p;
  };
  return win(score.home, score.away);
}

/** Two clear from level (deuce, or 6-6 in a tie-break): q² / (q² + (1 − q)²), the geometric series of level pairs. */
export const deuce = (q: number) => (q * q) / (q * q + (1 - q) * (1 - q));

/**
 * A race whose tie replays the race itself (CS overtimes: first to 4 of 6, again at 3-3). The race is
 * affine in its tie value, f(t) = A + B·t, so the replayed race is the fixed point A / (1 − B).
 */
export function replayedRace(q: number, rule: RaceRule): number {
  const a = race(q, rule, 0);
  const b = race(q, rule, 1) - a;
  return a / (1 - b);
}

export interface TwoWayInput {
  /** Bradley–Terry log-strengths. */
  strengths: Score;
  homeAdvantage?: number;
  /** Tennis and esports: the strengths give one unit (a set, a map), and the match is a best-of-N series of them. */
  series?: {
    bestOf: number;
    score?: Score;
    /** What the series counts: maps (the default) or sets. */
    unit?: 'map' | 'set';
    /** P(home wins the unit under way), when its own score (games, rounds) says more than the strengths; see race(). */
    current?: number;
  };
  teams?: { home: string; away: string };
}

export const winnerMarket = (period: Period, home: number, teams: { home: string; away: string }): FairMarket => ({
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
  if (!input.series) return offerable([winnerMarket(MATCH, p, teams)]);

  const { bestOf, score = { home: 0, away: 0 }, unit = 'map', current } = input.series;
  const outcome = series(p, bestOf, score, current);
  const need = (bestOf + 1) / 2;
  // Between the shortest (need) and longest (bestOf) series: 2.5 in a best of 3; 3.5 and 4.5 in a best of 5.
  const lines = Array.from({ length: bestOf - need }, (_, i) => need + i + 0.5);
  const decided = Math.max(score.home, score.away) === need;
  return offerable([
    winnerMarket(MATCH, outcome.homeWins, teams),
    ...lines.map((line) => totalMarket(unit === 'set' ? 'total-sets' : 'total-maps', MATCH, outcome.mapsPlayed, line)),
    // In a best of 1 the map is the match: its winner market would be the same bet twice.
    ...(decided || bestOf === 1 ? [] : [winnerMarket({ type: unit, index: score.home + score.away + 1 }, current ?? p, teams)]),
  ]);
}
