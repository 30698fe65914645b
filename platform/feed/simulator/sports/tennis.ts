/**
 * Tennis: best of three sets (five at the majors), a set first to six games by two with a tie-break at
 * 6-6, the tie-break first to seven points by two. Each game is won with the same probability q from
 * the players' strengths, serve left out (Newton & Keller 2005 keep it; here it would only widen the
 * spread of set scores). Play goes point by point: a game's points are won with the p whose game
 * (four points by two, deuce) comes to q, so the game-level calibration stays as it was; tie-break
 * points with q itself, as the pricing model's tie-break race counts them. A point takes about 36
 * seconds (four minutes a game), a tie-break point 50, a set break two minutes.
 *
 * The score is sets won; each set's period score is its games (7-6 after a tie-break). The live detail
 * carries the points of the game under way and the server: servers alternate by game; in a tie-break the
 * player due to serve serves the first point, then each serves two in turn, and the other player serves
 * the first game of the next set (ITF Rules of Tennis 5, 26).
 */
import { type RaceRule, deuce, race, raceResult } from '../../../sportsbook/pricing/two-way';
import type { Score } from '../../../sportsbook/pricing/market';
import { type SimMatch, type SportRules, logistic, teamsOf } from '../match';
import { type SeriesSpec, nextUnit, seriesBasis, seriesSecond, unitWon } from './series';

export const SET: RaceRule = { target: 6, byTwo: true };
const TIE_BREAK: RaceRule = { target: 7, byTwo: true };
/** A game's points: four by two, deuce at three all (race stops at 4-4, deuce's geometric series). */
const GAME: RaceRule = { target: 4, byTwo: true };
const POINT_SECONDS = 36;
const TIE_BREAK_POINT_SECONDS = 50;
/** About 6.5 points a game: the nominal length of a game for the feed's clock. */
const GAME_SECONDS = 4 * 60;

/**
 * P(player one wins a game). Sets and matches magnify it: a rating unit (57% of games) makes about 72%
 * of sets and 81% of best-of-3 matches.
 */
const gameWin = (match: SimMatch) => logistic(0.3 * (match.rating.home - match.rating.away));

/** P(a game) when each of its points is won with p. */
export const gameFromPoint = (p: number) => race(p, GAME, deuce(p));

const pointCache = new Map<number, number>();
/** The point-win probability whose game is won with q: gameFromPoint is increasing, so bisection finds it. */
export function pointWin(q: number): number {
  let p = pointCache.get(q);
  if (p !== undefined) return p;
  let [low, high] = [0, 1];
  for (let i = 0; i < 50; i++) {
    const mid = (low + high) / 2;
    if (gameFromPoint(mid) < q) low = mid;
    else high = mid;
  }
  p = (low + high) / 2;
  if (pointCache.size > 1000) pointCache.clear();
  pointCache.set(q, p);
  return p;
}

function odds(match: SimMatch) {
  const q = gameWin(match);
  const tieBreak = race(q, TIE_BREAK, deuce(q));
  return { q, tieBreak, set: race(q, SET, tieBreak) };
}

const games = (match: SimMatch) => match.state.periodScores[match.state.periodScores.length - 1]!;
const other = (side: 'home' | 'away') => (side === 'home' ? 'away' : 'home');

/** Who won the game or tie-break at these points, if anyone: four (seven) points and two clear. */
export function pointsWon(points: Score, tieBreak: boolean): 'home' | 'away' | undefined {
  const target = tieBreak ? 7 : 4;
  if (points.home >= target && points.home - points.away >= 2) return 'home';
  if (points.away >= target && points.away - points.home >= 2) return 'away';
  return undefined;
}

/**
 * Who serves the next point of a tie-break that `first` opened with `played` points behind it: the first
 * point, then two each (ITF rule 5(b)).
 */
export const tieBreakServer = (first: 'home' | 'away', played: number) => (Math.floor((played + 1) / 2) % 2 === 0 ? first : other(first));
/** Who opened the tie-break, read back from who serves after `played` points (the same alternation). */
const tieBreakOpener = (serving: 'home' | 'away', played: number) => tieBreakServer(serving, played);

/** The live detail's points and server; kept on the state itself (detail), where the feed reads it. */
function detail(match: SimMatch) {
  return (match.state.detail ??= {});
}

/** Play starts: a new set's first game, or the match's (the toss decides who serves). */
function startGame(match: SimMatch, server: 'home' | 'away') {
  const tieBreak = raceResult(SET, games(match)) === 'tie';
  Object.assign(detail(match), { points: { home: 0, away: 0, tieBreak }, serving: server });
}

/** A game (or the tie-break) for `side`; true if it won the set. Serve passes on; points start again. */
function game(match: SimMatch, side: 'home' | 'away'): boolean {
  const set = games(match);
  const wasTieBreak = raceResult(SET, set) === 'tie';
  const served = detail(match).serving ?? 'home';
  const points = detail(match).points;
  set[side]++;
  const won = raceResult(SET, set) === side;
  // After a tie-break the player who received first in it serves first in the next set (rule 5(b)).
  const next = wasTieBreak ? other(tieBreakOpener(served, (points?.home ?? 0) + (points?.away ?? 0))) : other(served);
  if (won) Object.assign(detail(match), { points: { home: 0, away: 0, tieBreak: false }, serving: next });
  else startGame(match, next);
  return won;
}

/** One point for `side`; the side that won the set with it, if one did. */
export function point(match: SimMatch, side: 'home' | 'away'): 'home' | 'away' | undefined {
  const d = detail(match);
  const points = (d.points ??= { home: 0, away: 0, tieBreak: raceResult(SET, games(match)) === 'tie' });
  const opener = points.tieBreak ? tieBreakOpener(d.serving ?? 'home', points.home + points.away) : undefined;
  points[side]++;
  if (opener) d.serving = tieBreakServer(opener, points.home + points.away);
  const winner = pointsWon(points, points.tieBreak);
  if (!winner) return undefined;
  return game(match, winner) ? winner : undefined;
}

const spec: SeriesSpec = {
  interval: 2 * 60,
  play(match) {
    const tieBreak = raceResult(SET, games(match)) === 'tie';
    if (!match.rng.chance(1 / (tieBreak ? TIE_BREAK_POINT_SECONDS : POINT_SECONDS))) return undefined;
    const q = gameWin(match);
    return point(match, match.rng.chance(tieBreak ? q : pointWin(q)) ? 'home' : 'away');
  },
};

/**
 * P(the player one wins the set under way), from its games and the points of the game under way: the
 * game's chance from its points (q's point chance p, deuce), then the set race from either next score.
 */
function currentSet(match: SimMatch, q: number, tieBreak: number): number {
  const set = games(match);
  const points = match.state.detail?.points;
  if (!points || (points.home === 0 && points.away === 0)) return race(q, SET, tieBreak, set);
  if (points.tieBreak) return race(q, TIE_BREAK, deuce(q), capped(points, 6));
  const p = pointWin(q);
  const thisGame = race(p, GAME, deuce(p), capped(points, 3));
  const after = (side: 'home' | 'away') => race(q, SET, tieBreak, { ...set, [side]: set[side] + 1 });
  return thisGame * after('home') + (1 - thisGame) * after('away');
}

/** Points past deuce count as deuce or advantage: the race reads them from three (six) all. */
function capped(points: Score, level: number): Score {
  const excess = Math.max(0, Math.min(points.home, points.away) - level);
  return { home: points.home - excess, away: points.away - excess };
}

/** Sets in a match average about 2.4 of 3 and 3.8 of 5; games in a set about ten. */
const setsPlayed = (bestOf: number) => (bestOf === 5 ? 3.8 : 2.4);

export const tennis: SportRules = {
  key: 'tennis',
  nominalSeconds: (format) => setsPlayed(format.bestOf ?? 3) * (10 * GAME_SECONDS + 2 * 60),
  second: (match) => seriesSecond(match, spec),
  // The toss: the winner serves first.
  start: (match) => startGame(match, match.rng.chance(0.5) ? 'home' : 'away'),
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
        series: { bestOf: match.format.bestOf ?? 3, score: state.score, unit: 'set', ...(inSet ? { current: currentSet(match, q, tieBreak) } : {}) },
        teams: teamsOf(match),
      },
    };
  },
  time: () => undefined,
  basis: (match, period) => seriesBasis(match, period.type === 'match' ? undefined : period.index),
};
