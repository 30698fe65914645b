/**
 * Tennis: best of three sets (five at the majors), a set first to six games by two with a tie-break at
 * 6-6, the tie-break first to seven points by two. Each game is won with the same probability q from
 * the players' strengths, serve left out (Newton & Keller 2005 keep it; here it would only widen the
 * spread of set scores). A game takes about four minutes, a tie-break ten, a set break two.
 *
 * The score is sets won; each set's period score is its games (7-6 after a tie-break).
 */
import { type RaceRule, deuce, race, raceResult } from '../../../sportsbook/pricing/two-way';
import { type SimMatch, type SportRules, logistic, teamsOf } from '../match';
import { type SeriesSpec, nextUnit, seriesBasis, seriesSecond, unitWon } from './series';

export const SET: RaceRule = { target: 6, byTwo: true };
const TIE_BREAK: RaceRule = { target: 7, byTwo: true };
const GAME_SECONDS = 4 * 60;
const TIE_BREAK_SECONDS = 10 * 60;

/**
 * P(player one wins a game). Sets and matches magnify it: a rating unit (57% of games) makes about 72%
 * of sets and 81% of best-of-3 matches.
 */
const gameWin = (match: SimMatch) => logistic(0.3 * (match.rating.home - match.rating.away));

function odds(match: SimMatch) {
  const q = gameWin(match);
  const tieBreak = race(q, TIE_BREAK, deuce(q));
  return { q, tieBreak, set: race(q, SET, tieBreak) };
}

const games = (match: SimMatch) => match.state.periodScores[match.state.periodScores.length - 1]!;

/** A game (or the tie-break) for `side`; true if it won the set. */
function game(match: SimMatch, side: 'home' | 'away'): boolean {
  const set = games(match);
  set[side]++;
  return raceResult(SET, set) === side;
}

const spec: SeriesSpec = {
  interval: 2 * 60,
  play(match) {
    const tieBreak = raceResult(SET, games(match)) === 'tie';
    if (!match.rng.chance(1 / (tieBreak ? TIE_BREAK_SECONDS : GAME_SECONDS))) return undefined;
    const { q, tieBreak: t } = odds(match);
    const side = match.rng.chance(tieBreak ? t : q) ? 'home' : 'away';
    return game(match, side) ? side : undefined;
  },
};

/** Sets in a match average about 2.4 of 3 and 3.8 of 5; games in a set about ten. */
const setsPlayed = (bestOf: number) => (bestOf === 5 ? 3.8 : 2.4);

export const tennis: SportRules = {
  key: 'tennis',
  nominalSeconds: (format) => setsPlayed(format.bestOf ?? 3) * (10 * GAME_SECONDS + 2 * 60),
  second: (match) => seriesSecond(match, spec),
  margins: { prematch: 0.055, live: 0.065 },
  score(match, side) {
    // Forced during a set break, the game opens the next set.
    if (match.state.interval) nextUnit(match);
    if (game(match, side)) unitWon(match, side);
  },
  input(match, live) {
    const { state } = match;
    const { q, tieBreak, set } = odds(match);
    const inSet = state.status === 'live' && !state.interval;
    return {
      model: 'two-way',
      margin: tennis.margins[live ? 'live' : 'prematch'],
      twoWay: {
        // Bradley–Terry strengths of a set: logit P(set).
        strengths: { home: Math.log(set / (1 - set)), away: 0 },
        series: { bestOf: match.format.bestOf ?? 3, score: state.score, unit: 'set', ...(inSet ? { current: race(q, SET, tieBreak, games(match)) } : {}) },
        teams: teamsOf(match),
      },
    };
  },
  time: () => undefined,
  basis: (match, period) => seriesBasis(match, period.type === 'match' ? undefined : period.index),
};
