/**
 * A simulated match as the simulator keeps it: the fixture it announced, the hidden strengths that drive
 * both its prices and its play, and the state it reports. Shared by play.ts, price.ts and the sports.
 */
import type { Margins, MatchInput } from '../../sportsbook/pricing/index';
import type { MarketTime, MarketType, Period, Score } from '../../sportsbook/pricing/market';
import type { FeedMarket, FeedTeam, FixtureMessage, MatchState, SportKey } from '../adapter';
import { type Rng, mulberry32, seedFor } from './random';

export interface MatchFixture extends FixtureMessage {
  kind: 'match';
  home: FeedTeam;
  away: FeedTeam;
}

/** How a match is played: fixed per match, since leagues differ (12-minute NBA quarters, best-of-1 qualifiers). */
export interface Format {
  /** Regulation periods: halves, periods, quarters, innings; for sets and maps, the most a series can last. */
  periods: number;
  /** Seconds of play in one period, for sports played to a clock (innings: the simulator's estimate). */
  periodSeconds?: number;
  /** Sets or maps: best of N. */
  bestOf?: number;
}

/** A market as first offered, kept to list its outcomes once some cannot be priced and to settle it. */
export interface OfferedMarket {
  type: MarketType;
  period: Period;
  line?: number;
  time?: MarketTime;
  outcomes: { key: string; title: string; titleSuffix?: string }[];
}

export interface SimMatch {
  fixture: MatchFixture;
  sport: SportKey;
  format: Format;
  /**
   * Log-strengths (Bradley–Terry scale, about N(0, 0.5) within a league). Each sport turns their
   * difference into its own scoring rates; pre-match drift moves them, and with them the prices.
   */
  rating: Score;
  state: MatchState;
  /** Seconds of match time run so far, intervals included: the real clock maps onto this. */
  elapsed: number;
  /** Seconds into the current interval or map. */
  phase: number;
  /** Basketball: who has the ball. */
  possession: 'home' | 'away';
  betStop: boolean;
  /** A trader's adjustment of every price, in percent of the winnings part (odds − 1); 0 when none. */
  priceShift: number;
  /** Markets stay suspended while `elapsed` is below this: after a goal, a run, a set or a map. */
  suspendedUntil: number;
  /** The match's own generator, seeded from its key: it plays the same however often the feed ticks. */
  rng: Rng;
  /** A rare fixture that never starts: cancelled or postponed at `at` (ms since the epoch). */
  fate?: { at: number; status: 'cancelled' | 'postponed' };
  offered: Map<string, OfferedMarket>;
  /** The book last priced; pre-match it is kept until the strengths drift (see price.ts stale). */
  book?: FeedMarket[];
  /** What the book was priced on: its moment (bookMoment) and `elapsed`. */
  pricedOn?: { moment: string; elapsed: number };
  /** Created by a script (scripted.ts): only the script moves it. */
  scripted?: boolean;
}

/**
 * Game seconds markets stay suspended after a goal, a run, a set or a map: long enough for the feed's
 * prices to settle on the new score, as books pull in-play markets for about a minute of play after a
 * goal. Basketball points, tennis games and CS rounds come too often to suspend on.
 */
export const SUSPEND_AFTER_SCORE = 60;

export const ZERO: Score = { home: 0, away: 0 };

/** A match before its start: nothing played, nothing priced, its generator seeded from its key. */
export function unplayedMatch(match: Pick<SimMatch, 'fixture' | 'format' | 'rating'> & { seed: number; fate?: SimMatch['fate'] }): SimMatch {
  return {
    fixture: match.fixture,
    sport: match.fixture.sport,
    format: match.format,
    rating: match.rating,
    state: { status: 'not_started', period: 0, clockSeconds: 0, interval: false, score: { home: 0, away: 0 }, periodScores: [] },
    elapsed: 0,
    phase: 0,
    possession: 'home',
    betStop: false,
    priceShift: 0,
    suspendedUntil: 0,
    rng: mulberry32(seedFor(match.seed, match.fixture.key)),
    ...(match.fate ? { fate: match.fate } : {}),
    offered: new Map(),
  };
}

/** A match of no real tournament between two sides of these ratings: what calibration tests and the pricing bench play. */
export function standaloneMatch(sport: SportKey, rating: Score, format: Format, key: string, seed = 1): SimMatch {
  const fixture: MatchFixture = {
    key: `${sport}:${key}`,
    sport,
    kind: 'match',
    category: { key, name: key },
    tournament: { key, name: key },
    home: { name: 'Home' },
    away: { name: 'Away' },
    startsAt: new Date(0),
    streamed: false,
    popularity: 50,
  };
  return unplayedMatch({ fixture, format, rating, seed });
}

export const sumScores = (scores: readonly (Score | undefined)[]): Score =>
  scores.reduce<Score>((total, s) => ({ home: total.home + (s?.home ?? 0), away: total.away + (s?.away ?? 0) }), { home: 0, away: 0 });

/** Add to a side's score and to the period being played; a goal or a run also suspends the markets. */
export function addScore(match: SimMatch, side: 'home' | 'away', points = 1, suspend = true): void {
  const { state } = match;
  state.score[side] += points;
  const current = state.periodScores[state.periodScores.length - 1];
  if (current) current[side] += points;
  if (suspend) match.suspendedUntil = match.elapsed + SUSPEND_AFTER_SCORE;
}

export function endMatch(match: SimMatch): void {
  match.state.status = 'ended';
  match.state.interval = false;
  // Points, outs and added time belong to play under way: a final score has none.
  delete match.state.detail;
}

export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The strength difference a sport's scoring rates are driven by: home − away, its effect capped softly
 * at ±`cap` (cap · tanh(d / cap): about d for small gaps, never past the cap), plus home advantage, which
 * is never capped away. Without a cap a rating gap of two league SDs gave baseball 9 runs to 2 and a
 * 1.01 favourite (issue 22 item 1); real books' biggest regular-season favourites stop near 1.2–1.3 in
 * baseball and hockey. Each sport's cap and its source are in MODELS.md.
 */
export function ratingGap(rating: Score, cap: number, homeAdvantage: number): number {
  return cap * Math.tanh((rating.home - rating.away) / cap) + homeAdvantage;
}

/** The sides' names, as the pricing models label their selections. */
export const teamsOf = (match: SimMatch) => ({ home: match.fixture.home.name, away: match.fixture.away.name });

/** What each sport module provides: how it is played, and how it is priced. */
export interface SportRules {
  key: SportKey;
  /** Seconds of match time a whole match takes on average, intervals included; it is run in `matchMinutes`. */
  nominalSeconds(format: Format): number;
  /** One second of match time. */
  second(match: SimMatch): void;
  /** At kick-off, after the state is reset: the sport's live detail as play starts (the first server, the top of the first). */
  start?(match: SimMatch): void;
  /**
   * A scripted clock (scripted.ts runClock) that ran `seconds` past the end of regulation: played as the
   * sport plays them (soccer's added time); the seconds it took. Absent: the clock stops at the end.
   */
  scriptedOvertime?(match: SimMatch, seconds: number): number;
  /** An operator's score for a side: a goal, a run, two points, a game, a round, a map. */
  score(match: SimMatch, side: 'home' | 'away'): void;
  /** Book margins before and during play; in play a little more, for the risk of prices a moment behind. */
  margins: { prematch: Margins; live: Margins };
  /** The pricing model's input for the match as it stands. */
  input(match: SimMatch, live: boolean): MatchInput;
  /**
   * Which score a whole-match market of this type settles on, as its label says (regulation time, incl.
   * overtime…), where the model did not say (pricing/market.ts MarketTime); undefined for a sport that
   * cannot go past its regulation.
   */
  time(type: MarketType): MarketTime | undefined;
  /** The score a market of this period and time (above) settles on; undefined when the match did not decide it. */
  basis(match: SimMatch, period: Period, time: MarketTime | undefined): Score | undefined;
}
