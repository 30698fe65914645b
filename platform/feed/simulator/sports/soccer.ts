/**
 * Soccer: two halves of 45 minutes and a 15-minute half-time; goals as independent Poisson processes
 * (Maher 1982), the same model pricing.poisson prices with, so results agree with prices in distribution.
 * Each half ends with stoppage time: 1–4 minutes announced at 45:00, 3–7 at 90:00 (the ranges the top
 * leagues' fourth officials show), played with the clock standing ("45+2'"). No extra time or
 * penalties: league matches.
 */
import type { Score } from '../../../sportsbook/pricing/market';
import type { SoccerInput } from '../../../sportsbook/pricing/poisson';
import { type SimMatch, type SportRules, ZERO, addScore, ratingGap, teamsOf } from '../match';
import { OVERRUN_MEAN, type TimedSpec, announceAddedTime, timedSecond } from './timed';

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

/** The added minutes announced at the end of each half: drawn evenly from these. */
export const ADDED_MINUTES: readonly (readonly [number, number])[] = [
  [1, 4],
  [3, 7],
];
/** Minutes a half lasts past its 45 on average: the mean announcement and the run-on past it. */
const EXPECTED_ADDED = ADDED_MINUTES.map(([low, high]) => (low + high) / 2 + OVERRUN_MEAN / 60);

/** The half under way (0 or 1), or the one about to start at half time. */
const halfOf = (match: SimMatch) => Math.min(1, Math.max(0, match.state.interval ? match.state.period : match.state.period - 1));

/**
 * Minutes of the match left, in regulation minutes: each half is 45 of them however long its added time
 * runs, so a half's expected goals stay half the match's, as the pricing model splits them (poisson.ts
 * soccerScopes), and the stoppage still to play (announced, or expected before it is) is counted.
 */
export function regulationMinutesLeft(match: SimMatch): number {
  const { state } = match;
  if (state.status === 'not_started') return 90;
  if (state.status !== 'live') return 0;
  const half = halfOf(match);
  const later = 45 * (1 - half);
  if (state.interval) return later;
  const stoppage = state.detail?.stoppage;
  const played = stoppage
    ? Math.max(0, stoppage.announced - stoppage.played / 60) + OVERRUN_MEAN / 60
    : Math.max(0, 45 * (half + 1) - state.clockSeconds / 60) + EXPECTED_ADDED[half]!;
  return later + (45 * played) / (45 + EXPECTED_ADDED[half]!);
}

const spec: TimedSpec = {
  intervals: [15 * 60],
  play(match) {
    const rate = goalsPer90(match.rating);
    // Half the match's goals in a half, over its expected length with added time.
    const seconds = (45 + EXPECTED_ADDED[halfOf(match)]!) * 60;
    for (const side of ['home', 'away'] as const) if (match.rng.chance(rate[side] / 2 / seconds)) addScore(match, side);
  },
  addedMinutes(match) {
    const [low, high] = ADDED_MINUTES[halfOf(match)]!;
    return match.rng.int(low, high);
  },
};

export const soccer: SportRules = {
  key: 'soccer',
  nominalSeconds: () => 2 * HALF + 15 * 60 + Math.round((EXPECTED_ADDED[0]! + EXPECTED_ADDED[1]!) * 60),
  // Correct score carries more margin: its longshots are where a book is most exposed (margin.ts).
  margins: { prematch: { default: 0.05, 'asian-handicap': 0.04, 'correct-score': 0.15 }, live: { default: 0.06, 'asian-handicap': 0.05, 'correct-score': 0.18 } },
  second: (match) => timedSecond(match, spec),
  score: (match, side) => addScore(match, side),
  scriptedOvertime(match, seconds) {
    // A script's clock runs into the second half's added time (announced as play would), and stops a
    // second before its end: only the script ends a scripted match.
    const stoppage = match.state.detail?.stoppage ?? (announceAddedTime(match, spec.addedMinutes!(match)) ? match.state.detail!.stoppage! : undefined);
    if (!stoppage) return 0;
    const before = stoppage.played;
    stoppage.played = Math.min(stoppage.announced * 60 - 1, before + seconds);
    return stoppage.played - before;
  },
  input(match: SimMatch, live) {
    const { state } = match;
    const minutesLeft = regulationMinutesLeft(match);
    const rate = goalsPer90(match.rating);
    const current = halfOf(match);
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
