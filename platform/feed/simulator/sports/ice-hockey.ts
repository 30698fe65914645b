/**
 * Ice hockey: three periods of 20 minutes with 18-minute intermissions; goals as Poisson processes whose
 * rates move with the score (the trailing side presses, the leader sits back: pricing/hockey.ts). A
 * level game goes to five minutes of sudden-death overtime (3-on-3, where goals come faster), then a
 * shootout, whose winner is credited one goal (NHL Official Rules, rule 84). The 1X2 and the first
 * handicaps and totals settle on regulation time, the winner and a second set of handicaps and totals
 * on the final score, overtime and shootout included (pricing/hockey.ts).
 */
import { HOCKEY_PERIODS, scoreEffectFactor, suddenDeath } from '../../../sportsbook/pricing/hockey';
import type { Score } from '../../../sportsbook/pricing/market';
import { type SimMatch, type SportRules, ZERO, addScore, logistic, ratingGap, sumScores } from '../match';
import { goalsToCome } from './soccer';
import { type TimedSpec, periodEnd, timedSecond } from './timed';

const PERIOD = 20 * 60;
const OVERTIME = 5 * 60;
/**
 * Regulation goals per team per 60 minutes: the NHL's 3.0–3.1 goals per team per game (2022-23, 2023-24)
 * less overtime goals and shootout winners. Home ice: the NHL home side wins some 53–55% of games.
 * The gap is capped where the longest favourite is about 1.2, as NHL moneylines go; the score effect
 * levels regulation in about 22% of games, as the NHL's overtime rate. Sources and the calibration
 * test: MODELS.md.
 */
export const HOCKEY_CALIBRATION = { goalsPer60: 2.95, homeAdvantage: 0.1, cap: 0.5, scoreEffect: 0.22 } as const;
const { goalsPer60: BASE, homeAdvantage: HOME_ADVANTAGE, cap: CAP, scoreEffect: SCORE_EFFECT } = HOCKEY_CALIBRATION;
/** 3-on-3 overtime scores about 1.8 times as fast: some 60% of NHL overtimes end within their five minutes. */
const OVERTIME_PACE = 1.8;

/** Each side's regulation goal rate before score effects, the rating gap capped (match.ts ratingGap). */
export function goalsPer60(rating: Score): Score {
  const d = ratingGap(rating, CAP, HOME_ADVANTAGE);
  return { home: BASE * Math.exp(d / 2), away: BASE * Math.exp(-d / 2) };
}

/** Shootouts are close to coin flips; the better side's edge is small. */
const shootout = (rating: Score) => logistic(0.3 * (rating.home - rating.away));

const inOvertime = (match: SimMatch) => match.state.period > 3;

const spec: TimedSpec = {
  intervals: [18 * 60, 18 * 60],
  overtime: { seconds: OVERTIME, interval: 60 },
  play(match) {
    const rate = goalsPer60(match.rating);
    const pace = inOvertime(match) ? OVERTIME_PACE : 1;
    // Overtime starts level and ends at the first goal: score effects only ever act in regulation.
    const lead = match.state.score.home - match.state.score.away;
    for (const side of ['home', 'away'] as const) {
      const effect = scoreEffectFactor(side === 'home' ? lead : -lead, SCORE_EFFECT);
      if (match.rng.chance((rate[side] * pace * effect) / (3 * PERIOD))) addScore(match, side);
    }
  },
  over: (match) => inOvertime(match) && match.state.score.home !== match.state.score.away,
  goOn(match) {
    const { state } = match;
    if (state.score.home !== state.score.away) return false;
    if (!inOvertime(match)) return true;
    addScore(match, match.rng.chance(shootout(match.rating)) ? 'home' : 'away');
    return false;
  },
};

export const iceHockey: SportRules = {
  key: 'ice-hockey',
  nominalSeconds: () => 3 * PERIOD + 2 * 18 * 60,
  margins: { prematch: { default: 0.05, 'asian-handicap': 0.045 }, live: { default: 0.06, 'asian-handicap': 0.05 } },
  second: (match) => timedSecond(match, spec),
  score: (match, side) => addScore(match, side),
  input(match, live) {
    const { state } = match;
    const rate = goalsPer60(match.rating);
    const minutesLeft = Math.max(0, 60 - state.clockSeconds / 60);
    // Overtime still to come is all five minutes of it; under way, what is left of it.
    const overtimeMinutes = inOvertime(match) && !state.interval ? (periodEnd(match, spec) - state.clockSeconds) / 60 : 5;
    const overtimeGoals = (side: 'home' | 'away') => (rate[side] * OVERTIME_PACE * overtimeMinutes) / 60;
    return {
      model: 'hockey',
      margin: iceHockey.margins[live ? 'live' : 'prematch'],
      hockey: {
        ...goalsToCome(match, rate, minutesLeft, 60),
        score: regulation(match),
        periodScore: state.periodScores[Math.min(2, Math.floor(state.clockSeconds / PERIOD))] ?? ZERO,
        periods: HOCKEY_PERIODS,
        scoreEffect: SCORE_EFFECT,
        tieBreak: suddenDeath({ home: overtimeGoals('home'), away: overtimeGoals('away') }, shootout(match.rating)),
      },
    };
  },
  time: (type) => (type === 'winner' ? 'shootout' : 'regulation'),
  basis(match, period, time) {
    if (period.type !== 'match') return match.state.periodScores[period.index - 1];
    // The shootout's winner is in match.state.score already, credited one goal (goOn above).
    return time === 'regulation' ? regulation(match) : match.state.score;
  },
};

const regulation = (match: SimMatch) => sumScores(match.state.periodScores.slice(0, 3));
