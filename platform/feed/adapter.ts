/**
 * The contract between a feed and the sportsbook. The simulator implements it; a real feed (Betradar,
 * BetGenius, …) would be another FeedAdapter translating its messages into these. The sportsbook never
 * knows which one runs: it stores what the sink receives and serves it.
 *
 * Everything a feed says is keyed by the feed's own ids (`key`); the sportsbook maps them to its ids.
 */
import type { MarketTime, MarketType, Period, Score } from '../sportsbook/pricing/market';

/** The sports a feed may carry; the sportsbook's catalogue gives each one its ids, names and rank. */
export type SportKey = 'soccer' | 'basketball' | 'tennis' | 'baseball' | 'ice-hockey' | 'counter-strike' | 'dota-2';

export interface FeedCategory {
  key: string;
  name: string;
  /** ISO 3166 alpha-2 where the category is a country; international competitions have none. */
  countryCode?: string;
}

export interface FeedTournament {
  key: string;
  name: string;
  /** Shown among the top tournaments. */
  top?: boolean;
}

export interface FeedTeam {
  name: string;
}

/** A match, or an outright (a competition-long market such as "Premier League winner"). */
export interface FixtureMessage {
  key: string;
  sport: SportKey;
  category: FeedCategory;
  tournament: FeedTournament;
  kind: 'match' | 'outright';
  /** Matches: the two sides. Outrights: absent. */
  home?: FeedTeam;
  away?: FeedTeam;
  /** Outrights: the market's name ("Winner 2026/27"). */
  name?: string;
  startsAt: Date;
  /** A stream the product can show while the match is live. */
  streamed: boolean;
  /** 0–100: how much the feed expects the match to be bet on (top and most-popular lists). */
  popularity: number;
}

export type MatchStatus = 'not_started' | 'live' | 'ended' | 'cancelled' | 'postponed';

export interface MatchState {
  status: MatchStatus;
  /** 1-based index of the period being played (0 before the start); an interval counts as the period before it. */
  period: number;
  /**
   * Seconds of play elapsed in the whole match (the match clock; for untimed sports the feed's estimate). It
   * stands at the half's end while soccer's added time is played (detail.stoppage counts those seconds).
   */
  clockSeconds: number;
  /** True while the clock is stopped between periods. */
  interval: boolean;
  score: Score;
  /** The score of each period started so far, in order (halves, quarters, sets, maps, innings…). */
  periodScores: Score[];
  /** What a live bettor reads besides the score, by sport; absent where the sport or the moment has none. */
  detail?: LiveDetail;
}

/**
 * The live state past score and clock (issue 22 item 10), as real feeds carry it (Sportradar's
 * stoppage_time_announced / played, the game score and server in tennis, the half-inning and outs).
 */
export interface LiveDetail {
  /**
   * Soccer, once the half's regulation time is up: the added minutes the fourth official announced and the
   * seconds of them played. The clock stands at 45:00 or 90:00 meanwhile ("45+2'").
   */
  stoppage?: { announced: number; played: number };
  /** Tennis: the points of the game under way (a count: 3 is 40), or of the tie-break when `tieBreak`. */
  points?: Score & { tieBreak: boolean };
  /** Tennis: who serves the point to come. */
  serving?: 'home' | 'away';
  /** Baseball: the half of the inning under way (the away side bats in the top) and its outs, 0–2. */
  half?: 'top' | 'bottom';
  outs?: number;
}

export interface FeedOutcome {
  key: string;
  title: string;
  /** Shown after the title: the line of a handicap or total ("+0.75", "2.5"). */
  titleSuffix?: string;
  /** Decimal price with margin; null when this outcome cannot be offered right now. */
  price: number | null;
}

export interface FeedMarket {
  /** Stable within the match: "match/1x2", "half1/total@2.5" (pricing/market.ts marketKey). */
  key: string;
  type: MarketType | 'outright';
  period: Period;
  line?: number;
  /**
   * Which score a whole-match market settles on, as a book labels it (regulation time, incl. overtime…);
   * absent for a part of a match and for sports that cannot go past their regulation.
   */
  time?: MarketTime;
  /** Suspended markets stay listed but cannot be bet on. */
  suspended: boolean;
  outcomes: FeedOutcome[];
}

/**
 * What changed about one fixture. `markets`, when present, is the complete current book of the fixture
 * (markets absent from it are closed). `settled`, at the end, says how each market's outcomes settled.
 */
export interface FixtureUpdate {
  key: string;
  state?: MatchState;
  /** Bet stop: every market suspended (a penalty, a VAR check, a feed outage). */
  betStop?: boolean;
  markets?: FeedMarket[];
  /** Final results by market key, then outcome key. Only once the fixture is over. */
  settled?: Record<string, Record<string, 'win' | 'lost' | 'refund' | 'halfwin' | 'halflose' | 'cancelled'>>;
}

export interface FeedSink {
  /** New or changed fixtures; idempotent on key. */
  fixtures(fixtures: readonly FixtureMessage[]): Promise<void>;
  /** Applied in order; one call is one consistent moment of the feed. */
  updates(updates: readonly FixtureUpdate[]): Promise<void>;
}

/** An event an operator (or a test) can force on a live fixture. */
export type InjectedEvent =
  | { kind: 'score'; side: 'home' | 'away' }
  | { kind: 'bet-stop'; on: boolean }
  | { kind: 'end' }
  /** A trader moves every price of the match: +25 lengthens the odds' winnings by a quarter, −20 shortens them. */
  | { kind: 'price-shift'; percent: number }
  /** Scripted fixtures only (they have no clock of their own): the match clock runs on by this many seconds. */
  | { kind: 'clock'; seconds: number }
  /** Scripted fixtures only: a pre-match fixture kicks off now. */
  | { kind: 'kick-off' };

/**
 * A match a test (or a demo) creates and then moves itself, event by event: it never moves on its own (no
 * clock, no drifting prices, no random goals), so whoever scripted it knows its state at every moment. Its
 * prices come from the sport's model on the given strengths (equal by default), so they are known too.
 */
export interface ScriptedFixture {
  sport: SportKey;
  live: boolean;
  streamed: boolean;
  /** Live: seconds already played at creation. Default 0 (just kicked off). */
  clockSeconds?: number;
  /** Pre-match: the kick-off time from now. Default 180. */
  startsInMinutes?: number;
  /** The sides' log-strengths (the simulator's rating scale). Default 0 and 0. */
  strength?: { home: number; away: number };
}

export interface FeedAdapter {
  /** Sends the fixtures it knows, then keeps the sink updated until stop(). */
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
  /** Operators and tests: force an event. Feeds that cannot answer false. */
  inject?(fixtureKey: string, event: InjectedEvent): Promise<boolean>;
  /** Tests: create a scripted fixture, announced and priced before this resolves; its key. Feeds that cannot, absent. */
  script?(fixture: ScriptedFixture): Promise<string>;
}
