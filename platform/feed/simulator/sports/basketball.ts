/**
 * Basketball: four quarters (10 minutes under FIBA rules, 12 in the NBA), breaks of 2, 15 and 2 minutes,
 * five-minute overtimes until someone leads. Play is possession by possession, alternating: each ends
 * in 0, 1, 2 or 3 points with the league's frequencies, nudged by the sides' strengths. Possessions end
 * at random (a Poisson process), so the points priced by pricing/points.ts as a Brownian motion have the
 * mean and variance this play gives them.
 */
import type { PointsInput } from '../../../sportsbook/pricing/points';
import { type Format, type SimMatch, type SportRules, addScore, ratingGap, teamsOf } from '../match';
import { type TimedSpec, periodEnd, timedSecond } from './timed';

/**
 * Points per possession: 0, 1, 2, 3. About 1.15 points per possession overall, half the possessions
 * scoreless (league shooting splits, e.g. basketball-reference's NBA league averages).
 */
const PER_POSSESSION = [0.47, 0.05, 0.33, 0.15] as const;
/** A side's shift of probability from a miss to a two per unit of rating: one unit is about 12 points. */
const EDGE = 0.083;
/**
 * Home court: about 2.5–3 points (FIBA and NBA home records; NBA home sides win some 54–58%). The gap is
 * capped at about 15 points a game, the longest regular-season NBA spreads. Sources and the calibration
 * test: MODELS.md.
 */
export const BASKETBALL_CALIBRATION = { homeAdvantage: 0.2, cap: 1.25 } as const;
const { homeAdvantage: HOME_ADVANTAGE, cap: CAP } = BASKETBALL_CALIBRATION;

/** Possessions (both sides) per 40 minutes FIBA: about 144; NBA about 200 per 48 (league pace ≈ 100 each). */
const secondsPerPossession = (format: Format) => ((format.periodSeconds ?? 600) === 720 ? 14.4 : 16.7);

function perPossession(match: SimMatch, side: 'home' | 'away'): number[] {
  const d = ratingGap(match.rating, CAP, HOME_ADVANTAGE) * (side === 'home' ? 1 : -1);
  const shift = Math.max(-0.2, Math.min(0.2, (EDGE * d) / 2));
  return [PER_POSSESSION[0] - shift, PER_POSSESSION[1], PER_POSSESSION[2] + shift, PER_POSSESSION[3]];
}

const moments = (p: number[]) => {
  const mean = p.reduce((s, q, points) => s + q * points, 0);
  return { mean, variance: p.reduce((s, q, points) => s + q * points * points, 0) - mean * mean };
};

const spec: TimedSpec = {
  intervals: [2 * 60, 15 * 60, 2 * 60],
  overtime: { seconds: 5 * 60, interval: 2 * 60 },
  play(match) {
    if (!match.rng.chance(1 / secondsPerPossession(match.format))) return;
    const side = match.possession;
    const u = match.rng.next();
    let [points, cumulative] = [0, 0];
    for (const [n, p] of perPossession(match, side).entries()) {
      cumulative += p;
      if (u < cumulative) {
        points = n;
        break;
      }
    }
    if (points > 0) addScore(match, side, points, false);
    match.possession = side === 'home' ? 'away' : 'home';
  },
  goOn: (match) => match.state.score.home === match.state.score.away,
};

/**
 * The model's rates per minute. With r possessions a minute, each side has r/2 of them, and their
 * number is Poisson: Var(margin) = (r/2)(Vh + Va) + (r/4)(Eh − Ea)², Var(total) the same with Eh + Ea.
 */
function rate(match: SimMatch): PointsInput['rate'] {
  const r = 60 / secondsPerPossession(match.format);
  const [home, away] = [moments(perPossession(match, 'home')), moments(perPossession(match, 'away'))];
  return {
    home: (r / 2) * home.mean,
    away: (r / 2) * away.mean,
    marginVariance: (r / 2) * (home.variance + away.variance) + (r / 4) * (home.mean - away.mean) ** 2,
    totalVariance: (r / 2) * (home.variance + away.variance) + (r / 4) * (home.mean + away.mean) ** 2,
  };
}

export const basketball: SportRules = {
  key: 'basketball',
  nominalSeconds: (format) => 4 * (format.periodSeconds ?? 600) + 19 * 60,
  // A spread at 1.91 a side (-110) is a 4.8% book, the US standard.
  margins: { prematch: 0.045, live: 0.055 },
  second: (match) => timedSecond(match, spec),
  score: (match, side) => addScore(match, side, 2),
  input(match, live) {
    const { state, format } = match;
    const length = (format.periodSeconds ?? 600) / 60;
    return {
      model: 'points',
      margin: basketball.margins[live ? 'live' : 'prematch'],
      points: {
        rate: rate(match),
        periods: { type: 'quarter', length, count: 4 },
        overtime: 5,
        // Left in regulation; once it is over, left in the overtime under way.
        minutesLeft: Math.max(0, ((state.period > 4 ? periodEnd(match, spec) : 4 * length * 60) - state.clockSeconds) / 60),
        score: state.score,
        periodScores: state.periodScores,
        halves: true,
        teams: teamsOf(match),
      },
    };
  },
  // A level game plays overtime until decided, and the books' match markets count it.
  time: () => 'overtime',
  basis(match, period) {
    const scores = match.state.periodScores;
    if (period.type === 'match') return match.state.score;
    if (period.type === 'half') {
      const [first, second] = [scores[2 * period.index - 2], scores[2 * period.index - 1]];
      return first && { home: first.home + (second?.home ?? 0), away: first.away + (second?.away ?? 0) };
    }
    return scores[period.index - 1];
  },
};
