/**
 * Esports, best-of-N maps with a five-minute pause between maps.
 *
 * Counter-Strike 2: a map is first to 13 rounds (MR12); at 12-12 come overtimes of six rounds, first to
 * four, replayed at 3-3 (the Valve/ESL competitive rules). Rounds take about 1:45 with buy time. The
 * overtime is played here as one unit won with its exact probability and shown as 16-14.
 *
 * Dota 2: a map has no score to race to; it lasts 18 minutes at least and about 36 on average (the pro
 * scene's game lengths), and its period score is 1-0 for the side that destroyed the other's Ancient.
 */
import { type RaceRule, race, raceResult, replayedRace } from '../../../sportsbook/pricing/two-way';
import { type SimMatch, type SportRules, logistic, teamsOf } from '../match';
import { type SeriesSpec, nextUnit, seriesBasis, seriesSecond, unitWon } from './series';

const MAP_BREAK = 5 * 60;
/** Esports books run wider than traditional sports: thinner information, more volatile results. */
const ESPORTS_MARGINS = { prematch: 0.07, live: 0.08 };
const MR12: RaceRule = { target: 13, byTwo: false };
const OVERTIME: RaceRule = { target: 4, byTwo: false };
const ROUND_SECONDS = 105;
const OVERTIME_SECONDS = 6 * 150;

const current = (match: SimMatch) => match.state.periodScores[match.state.periodScores.length - 1]!;
const inMap = (match: SimMatch) => match.state.status === 'live' && !match.state.interval;
/** Maps played on average: a best of 3 goes the distance about 40% of the time. */
const mapsPlayed = (bestOf: number) => (bestOf === 1 ? 1 : bestOf === 3 ? 2.4 : 3.9);

/** P(home wins a round): a rating unit is worth 57% of rounds, which makes about 80% of maps. */
const roundWin = (match: SimMatch) => logistic(0.3 * (match.rating.home - match.rating.away));

function csOdds(match: SimMatch) {
  const q = roundWin(match);
  const overtime = replayedRace(q, OVERTIME);
  return { q, overtime, map: race(q, MR12, overtime) };
}

/** A round (or the overtime, at 12-12) for `side`; true if it won the map. */
function round(match: SimMatch, side: 'home' | 'away', overtime: boolean): boolean {
  const rounds = current(match);
  if (overtime) {
    rounds[side] += 4;
    rounds[side === 'home' ? 'away' : 'home'] += 2;
    return true;
  }
  rounds[side]++;
  return raceResult(MR12, rounds) === side;
}

const csSpec: SeriesSpec = {
  interval: MAP_BREAK,
  play(match) {
    const overtime = raceResult(MR12, current(match)) === 'tie';
    if (!match.rng.chance(1 / (overtime ? OVERTIME_SECONDS : ROUND_SECONDS))) return undefined;
    const { q, overtime: o } = csOdds(match);
    const side = match.rng.chance(overtime ? o : q) ? 'home' : 'away';
    return round(match, side, overtime) ? side : undefined;
  },
};

export const counterStrike: SportRules = {
  key: 'counter-strike',
  nominalSeconds: (format) => mapsPlayed(format.bestOf ?? 3) * (24 * ROUND_SECONDS + MAP_BREAK),
  second: (match) => seriesSecond(match, csSpec),
  margins: ESPORTS_MARGINS,
  score(match, side) {
    // Forced between maps, the round opens the next map.
    if (match.state.interval) nextUnit(match);
    if (round(match, side, raceResult(MR12, current(match)) === 'tie')) unitWon(match, side);
  },
  input(match, live) {
    const { q, overtime, map } = csOdds(match);
    return {
      model: 'two-way',
      margin: ESPORTS_MARGINS[live ? 'live' : 'prematch'],
      twoWay: {
        strengths: { home: Math.log(map / (1 - map)), away: 0 },
        series: { bestOf: match.format.bestOf ?? 3, score: match.state.score, unit: 'map', ...(inMap(match) ? { current: race(q, MR12, overtime, current(match)) } : {}) },
        teams: teamsOf(match),
      },
    };
  },
  time: () => undefined,
  basis: (match, period) => seriesBasis(match, period.type === 'match' ? undefined : period.index),
};

const MIN_MAP_SECONDS = 18 * 60;
const MAP_SECONDS_AFTER_MIN = 18 * 60;
const mapWin = (match: SimMatch) => logistic(match.rating.home - match.rating.away);

function ancient(match: SimMatch, side: 'home' | 'away'): 'home' | 'away' {
  current(match)[side] = 1;
  return side;
}

const dotaSpec: SeriesSpec = {
  interval: MAP_BREAK,
  play(match) {
    if (match.phase < MIN_MAP_SECONDS || !match.rng.chance(1 / MAP_SECONDS_AFTER_MIN)) return undefined;
    return ancient(match, match.rng.chance(mapWin(match)) ? 'home' : 'away');
  },
};

export const dota2: SportRules = {
  key: 'dota-2',
  nominalSeconds: (format) => mapsPlayed(format.bestOf ?? 3) * (MIN_MAP_SECONDS + MAP_SECONDS_AFTER_MIN + MAP_BREAK),
  second: (match) => seriesSecond(match, dotaSpec),
  margins: ESPORTS_MARGINS,
  score(match, side) {
    if (match.state.interval) nextUnit(match);
    unitWon(match, ancient(match, side));
  },
  input(match, live) {
    const p = mapWin(match);
    return {
      model: 'two-way',
      margin: ESPORTS_MARGINS[live ? 'live' : 'prematch'],
      twoWay: { strengths: { home: Math.log(p / (1 - p)), away: 0 }, series: { bestOf: match.format.bestOf ?? 3, score: match.state.score, unit: 'map' }, teams: teamsOf(match) },
    };
  },
  time: () => undefined,
  basis: (match, period) => seriesBasis(match, period.type === 'match' ? undefined : period.index),
};
