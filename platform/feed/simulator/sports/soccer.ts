/**
 * Soccer: two halves of 45 minutes and a 15-minute half-time; goals as independent Poisson processes
 * (Maher 1982), the same model pricing.poisson prices with, so results agree with prices in distribution.
 * No stoppage time, extra time or penalties: league matches.
 */
import type { Score } from '../../../sportsbook/pricing/market';
import type { SoccerInput } from '../../../sportsbook/pricing/poisson';
import { type SimMatch, type SportRules, ZERO, addScore, ratingGap, teamsOf } from '../match';
import { type TimedSpec, timedSecond } from './timed';

const HALF = 45 * 60;
/**
 * Europe's top leagues: 2.7–2.9 goals a match (1.3 a side at even strength, more with the gaps), home
 * sides scoring about a quarter more, which gives their 43–46% home wins and 22–27% draws. The rating
 * gap is capped where the widest mismatch makes a home favourite of about 1.07, as a champion at home
 * to the last side goes in the most lopsided leagues. Sources and the calibration test: MODELS.md.
 */
export const SOCCER_CALIBRATION = { goalsPer90: 1.3, homeAdvantage: 0.25, cap: 1.6 } as const;
const { goalsPer90: BASE, homeAdvantage: HOME_ADVANTAGE, cap: CAP } = SOCCER_CALIBRATION;

/** Expected goals over 90 minutes: one rating per side standing for attack and defence (Maher's model, simplified), the gap capped. */
export function goalsPer90(rating: Score): Score {
  const d = ratingGap(rating, CAP, HOME_ADVANTAGE);
  return { home: BASE * Math.exp(d / 2), away: BASE * Math.exp(-d / 2) };
}

/** Asian lines a quarter goal apart, a goal either side of the main line: nine handicaps and nine totals. */
const ASIAN_LINES = { handicap: { step: 0.25, each: 4 }, total: { step: 0.25, each: 4 } };

/**
 * What the goal models (soccer, ice hockey) price from whatever the sport: the goals each side is
 * expected to score in the minutes left at `rate` goals per `regulation` minutes, Asian lines a quarter
 * apart settled on the final score (so one market key is one bet all match long, price.ts), the names.
 */
export function goalsToCome(match: SimMatch, rate: Score, minutesLeft: number, regulation: number): SoccerInput {
  return {
    expectedGoals: { home: (rate.home * minutesLeft) / regulation, away: (rate.away * minutesLeft) / regulation },
    minutesLeft,
    handicap: 'full',
    lines: ASIAN_LINES,
    teams: teamsOf(match),
  };
}

const spec: TimedSpec = {
  intervals: [15 * 60],
  play(match) {
    const rate = goalsPer90(match.rating);
    for (const side of ['home', 'away'] as const) if (match.rng.chance(rate[side] / (2 * HALF))) addScore(match, side);
  },
};

export const soccer: SportRules = {
  key: 'soccer',
  nominalSeconds: () => 2 * HALF + 15 * 60,
  // Correct score carries more margin: its longshots are where a book is most exposed (margin.ts).
  margins: { prematch: { default: 0.05, 'asian-handicap': 0.04, 'correct-score': 0.15 }, live: { default: 0.06, 'asian-handicap': 0.05, 'correct-score': 0.18 } },
  second: (match) => timedSecond(match, spec),
  score: (match, side) => addScore(match, side),
  input(match: SimMatch, live) {
    const { state } = match;
    const minutesLeft = Math.max(0, 90 - state.clockSeconds / 60);
    const rate = goalsPer90(match.rating);
    const current = Math.min(1, Math.floor(state.clockSeconds / HALF));
    return {
      model: 'soccer',
      margin: soccer.margins[live ? 'live' : 'prematch'],
      soccer: { ...goalsToCome(match, rate, minutesLeft, 90), score: state.score, periodScore: state.periodScores[current] ?? ZERO },
    };
  },
  // League football: 90 minutes and stoppage time; no extra time is played.
  time: () => 'regulation',
  basis: (match, period) => (period.type === 'match' ? match.state.score : match.state.periodScores[period.index - 1]),
};
