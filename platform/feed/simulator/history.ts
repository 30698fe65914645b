/**
 * The results history a fresh feed starts with: the regular schedule of the days before the start (not
 * the near-term stream, which only fills the hour ahead of a live feed), each match played through at
 * once with the engines the live feed uses, so a results page has finished matches from the first start.
 *
 * A past match is priced once, before kick-off, and that pre-match book is what it settles: live books
 * would cost a repricing every few seconds of play for markets no one could have bet on.
 */
import type { MatchInput } from '../../sportsbook/pricing/index';
import type { FixtureUpdate } from '../adapter';
import type { FixtureSource } from './fixtures';
import { type MatchFixture, type SimMatch, endMatch } from './match';
import { advance, kickOff } from './play';
import { priceBook } from './price';
import { settlement } from './settle';
import { SPORTS } from './sports/index';

export interface PastDay {
  /** The UTC day the matches started on (YYYY-MM-DD). */
  day: string;
  fixtures: MatchFixture[];
  /** One final update per fixture: its end state, its pre-match book and how each market settled. */
  updates: FixtureUpdate[];
}

/**
 * Enough match time for any match to end: nominalSeconds is an average, and overtimes, tie-breaks and
 * deciding maps run longer; a match still going after this many times it is ended as an operator would.
 */
const LONGEST = 10;

/**
 * The pre-match input without correct score: the match's and each half's, some fifty outcomes each, are
 * over half of a soccer book's outcomes (150 of 280) and a fifth of its pricing, for markets a results
 * page shows as one line (the score). Ice hockey's model never prices it; no other sport has it.
 */
function pastInput(match: SimMatch): MatchInput {
  const input = SPORTS[match.sport].input(match, false);
  return input.model === 'soccer' ? { ...input, soccer: { ...input.soccer, correctScore: false } } : input;
}

/** Play one past match to its end (or its call-off) and say how it finished. */
export function playPast(match: SimMatch): FixtureUpdate {
  const book = priceBook(match, pastInput(match));
  if (match.fate) match.state.status = match.fate.status;
  else {
    kickOff(match);
    advance(match, LONGEST * SPORTS[match.sport].nominalSeconds(match.format));
    if (match.state.status === 'live') endMatch(match);
  }
  return {
    key: match.fixture.key,
    state: match.state,
    betStop: false,
    // Shown as the prices the results settled; suspended, as the last book of every finished match is.
    markets: book.map((market) => ({ ...market, suspended: true })),
    settled: settlement(match),
  };
}

/**
 * The past `days` days before `now` (and the hours of its own day gone by), day by day, oldest first,
 * not yet played: playing is most of the cost, and a caller may spread it over its turns (simulator.ts).
 */
export function pastMatchesByDay(source: FixtureSource, now: Date, days: number): { day: string; matches: SimMatch[] }[] {
  const byDay = new Map<string, SimMatch[]>();
  for (const match of source.past(now, days)) {
    const day = match.fixture.startsAt.toISOString().slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), match]);
  }
  return [...byDay].map(([day, matches]) => ({ day, matches })).sort((a, b) => a.day.localeCompare(b.day));
}

/** A past day played: its fixtures and how each finished. */
export const playDay = ({ day, matches }: { day: string; matches: SimMatch[] }): PastDay => ({ day, fixtures: matches.map((match) => match.fixture), updates: matches.map(playPast) });

/** The past `days` days before `now`, played, oldest first. */
export const pastDays = (source: FixtureSource, now: Date, days: number): PastDay[] => pastMatchesByDay(source, now, days).map(playDay);
