/**
 * Baseball: nine innings, away batting in the top half, home in the bottom, extra innings while level.
 * There is no clock; the feed estimates twenty minutes an inning (about three hours a game, MLB's
 * average before the pitch clock). Runs come as a Poisson process while a side bats, outs as another
 * until the third ends the half-inning; the live detail carries the half (top, bottom) and its outs. The home side does
 * not bat in the ninth when ahead, and a run that puts it ahead in the bottom of the ninth or later ends
 * the game at once, a walk-off (Official Baseball Rules 7.01, regulation games).
 */
import { extraInningsHome } from '../../../sportsbook/pricing/baseball';
import type { Score } from '../../../sportsbook/pricing/market';
import { type SimMatch, type SportRules, addScore, endMatch, ratingGap, teamsOf } from '../match';

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

/**
 * Outs come at a rate that makes three of them last a half-inning on average, so the runs a side scores
 * in a half-inning (its run rate times the half's length) stay the nine-inning rate's ninth: runs per
 * game stay where BASEBALL_CALIBRATION puts them, and the pricing model (expected runs per half-inning to
 * come) agrees with play. Three outs end the half-inning (Official Baseball Rules 5.08).
 */
const OUT_CHANCE = 3 / HALF_INNING;

/** The half-inning under way, as the live detail keeps it (kick-off puts the top of the first). */
function atBat(match: SimMatch): { half: 'top' | 'bottom'; outs: number } {
  const detail = (match.state.detail ??= {});
  detail.half ??= 'top';
  detail.outs ??= 0;
  return detail as { half: 'top' | 'bottom'; outs: number };
}

const level = (match: SimMatch) => match.state.score.home === match.state.score.away;

/**
 * One out. The third ends the half-inning: after the top the home side bats, unless it leads from the
 * ninth on (it need not bat); after the bottom the game is over from the ninth on unless level (extra
 * innings), else the next inning starts.
 */
export function out(match: SimMatch): void {
  const { state } = match;
  const bat = atBat(match);
  bat.outs++;
  if (bat.outs < 3) return;
  bat.outs = 0;
  if (bat.half === 'top') {
    if (state.period >= 9 && state.score.home > state.score.away) return endMatch(match);
    bat.half = 'bottom';
    return;
  }
  if (state.period >= 9 && !level(match)) return endMatch(match);
  bat.half = 'top';
  state.period++;
  state.periodScores.push({ home: 0, away: 0 });
}

function second(match: SimMatch): void {
  const { state } = match;
  state.clockSeconds++;
  const bat = atBat(match);
  const side = bat.half === 'top' ? 'away' : 'home';
  if (match.rng.chance(runsPer9(match.rating)[side] / 9 / HALF_INNING)) addScore(match, side);
  // A walk-off: the home side goes ahead in the bottom of the ninth or later.
  if (bat.half === 'bottom' && state.period >= 9 && state.score.home > state.score.away) return endMatch(match);
  if (match.rng.chance(OUT_CHANCE)) out(match);
}

/**
 * Half-innings still to bat for each side, the one under way in part (the outs left of three). In extra
 * innings only the inning under way counts: a level game after it is the model's extra-innings split.
 */
function halvesLeft(match: SimMatch): Score {
  if (match.state.status === 'not_started') return { home: 9, away: 9 };
  const { half, outs } = atBatNow(match);
  const later = Math.max(0, 9 - match.state.period);
  const part = (3 - outs) / 3;
  return half === 'top' ? { home: later + 1, away: later + part } : { home: later + part, away: later };
}

/** The half-inning without creating one (pricing reads a state it must not change). */
const atBatNow = (match: SimMatch) => ({ half: match.state.detail?.half ?? 'top', outs: match.state.detail?.outs ?? 0 });

export const baseball: SportRules = {
  key: 'baseball',
  nominalSeconds: () => 9 * INNING,
  margins: { prematch: 0.045, live: 0.055 },
  second,
  start: (match) => {
    atBat(match);
  },
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
