/**
 * Baseball: nine innings, away batting in the top half, home in the bottom, extra innings while level.
 * There is no clock; the feed estimates twenty minutes an inning (about three hours a game, MLB's
 * average before the pitch clock). Runs come as a Poisson process while a side bats. The home side does
 * not bat in the ninth when ahead, and a run that puts it ahead in the bottom of the ninth or later ends
 * the game at once, a walk-off (Official Baseball Rules 7.01, regulation games).
 */
import { extraInningsHome } from '../../../sportsbook/pricing/baseball';
import type { Score } from '../../../sportsbook/pricing/market';
import { type SimMatch, type SportRules, addScore, ratingGap, teamsOf } from '../match';
import { type TimedSpec, timedSecond } from './timed';

const INNING = 20 * 60;
const HALF_INNING = INNING / 2;
/**
 * MLB: 4.4–4.6 runs per team per game (2023, 2024), the home side winning some 52–54% of games. The
 * rating gap is capped so the strongest side of a mismatch scores at most about 1.55 times the runs of
 * the weakest, a favourite no shorter than about 1.25, as the longest regular-season MLB moneylines go
 * (about −300 to −400). Sources and the calibration test: MODELS.md.
 */
export const BASEBALL_CALIBRATION = { runsPer9: 4.4, homeAdvantage: 0.05, cap: 0.4 } as const;
const { runsPer9: BASE, homeAdvantage: HOME_ADVANTAGE, cap: CAP } = BASEBALL_CALIBRATION;

/** Each side's runs per nine innings, the rating gap capped (match.ts ratingGap). */
export function runsPer9(rating: Score): Score {
  const d = ratingGap(rating, CAP, HOME_ADVANTAGE);
  return { home: BASE * Math.exp(d / 2), away: BASE * Math.exp(-d / 2) };
}

const inning = (match: SimMatch) => {
  const { period, clockSeconds } = match.state;
  return { index: period, into: clockSeconds - (period - 1) * INNING };
};

const spec: TimedSpec = {
  intervals: [],
  overtime: { seconds: INNING, interval: 0 },
  play(match) {
    const side = inning(match).into < HALF_INNING ? 'away' : 'home';
    if (match.rng.chance(runsPer9(match.rating)[side] / 9 / HALF_INNING)) addScore(match, side);
  },
  over(match) {
    const { index, into } = inning(match);
    return index >= 9 && into >= HALF_INNING && match.state.score.home > match.state.score.away;
  },
  goOn: (match) => match.state.score.home === match.state.score.away,
};

/**
 * Half-innings still to bat for each side, the one under way in part. In extra innings only the inning
 * under way counts: a level game after it is the model's extra-innings split.
 */
function halvesLeft(match: SimMatch): Score {
  if (match.state.status === 'not_started') return { home: 9, away: 9 };
  // Between innings, the next one is about to start.
  const { index, into } = match.state.interval ? { index: match.state.period + 1, into: 0 } : inning(match);
  const later = Math.max(0, 9 - index);
  const top = Math.max(0, (HALF_INNING - into) / HALF_INNING);
  const bottom = Math.min(1, (INNING - into) / HALF_INNING);
  return { home: later + bottom, away: later + top };
}

export const baseball: SportRules = {
  key: 'baseball',
  nominalSeconds: () => 9 * INNING,
  margins: { prematch: 0.045, live: 0.055 },
  second: (match) => timedSecond(match, spec),
  score: (match, side) => addScore(match, side),
  input(match, live) {
    const runs = runsPer9(match.rating);
    const halves = halvesLeft(match);
    return {
      model: 'baseball',
      margin: baseball.margins[live ? 'live' : 'prematch'],
      baseball: {
        expectedRuns: { home: (runs.home * halves.home) / 9, away: (runs.away * halves.away) / 9 },
        score: match.state.score,
        extraInnings: extraInningsHome({ home: runs.home / 9, away: runs.away / 9 }),
        teams: teamsOf(match),
      },
    };
  },
  // A level game plays extra innings until decided, and the books' match markets count them.
  time: () => 'extra-innings',
  basis: (match, period) => (period.type === 'match' ? match.state.score : undefined),
};
