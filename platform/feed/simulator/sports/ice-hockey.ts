/**
 * Ice hockey: three periods of 20 minutes with 18-minute intermissions; goals as Poisson processes. A
 * level game goes to five minutes of sudden-death overtime (3-on-3, where goals come faster), then a
 * shootout, whose winner is credited one goal (NHL Official Rules, rule 84). Most markets settle on
 * regulation time, the winner on the final result (pricing/hockey.ts).
 */
import { HOCKEY_PERIODS, suddenDeath } from '../../../sportsbook/pricing/hockey';
import type { Score } from '../../../sportsbook/pricing/market';
import { type SimMatch, type SportRules, ZERO, addScore, logistic, sumScores } from '../match';
import { goalsToCome } from './soccer';
import { type TimedSpec, periodEnd, timedSecond } from './timed';

const PERIOD = 20 * 60;
const OVERTIME = 5 * 60;
/** About three goals per team per 60 minutes in the NHL; home ice is worth less than a soccer home ground. */
const BASE = 3;
const HOME_ADVANTAGE = 0.1;
/** 3-on-3 overtime scores about 1.8 times as fast: some 60% of NHL overtimes end within their five minutes. */
const OVERTIME_PACE = 1.8;

export function goalsPer60(rating: Score): Score {
  const d = rating.home - rating.away + HOME_ADVANTAGE;
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
    for (const side of ['home', 'away'] as const) if (match.rng.chance((rate[side] * pace) / (3 * PERIOD))) addScore(match, side);
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
        tieBreak: suddenDeath({ home: overtimeGoals('home'), away: overtimeGoals('away') }, shootout(match.rating)),
      },
    };
  },
  basis(match, period, type) {
    if (period.type !== 'match') return match.state.periodScores[period.index - 1];
    return type === 'winner' ? match.state.score : regulation(match);
  },
};

const regulation = (match: SimMatch) => sumScores(match.state.periodScores.slice(0, 3));
