/**
 * A scripted feed for tests: fixtures and books written by hand, fed through the real sink, so a test
 * states exactly which prices moved and asserts what players see.
 */
import type { FeedMarket, FixtureMessage, FixtureUpdate, MatchState } from '../../platform/feed/adapter';

export function fixture(key: string, overrides: Partial<FixtureMessage> = {}): FixtureMessage {
  return {
    key,
    sport: 'soccer',
    category: { key: 'se', name: 'Sweden', countryCode: 'SE' },
    tournament: { key: 'allsvenskan', name: 'Allsvenskan', top: true },
    kind: 'match',
    home: { name: `${key} Home` },
    away: { name: `${key} Away` },
    startsAt: new Date(Date.now() + 3_600_000),
    streamed: false,
    popularity: 50,
    ...overrides,
  };
}

/** The match-result market: 1X2, or two-way where there is no draw price. */
export function matchResultMarket(prices: { home: number; draw?: number; away: number }, suspended = false): FeedMarket {
  return {
    key: 'match/1x2',
    type: '1x2',
    period: { type: 'match' },
    suspended,
    outcomes: [
      { key: 'home', title: 'Home', price: prices.home },
      ...(prices.draw ? [{ key: 'draw', title: 'Draw', price: prices.draw }] : []),
      { key: 'away', title: 'Away', price: prices.away },
    ],
  };
}

const signed = (line: number) => (line > 0 ? `+${line}` : `${line}`);

/** An asian-handicap line as the feed sends it: the home side gets `line`, the away side its opposite. */
function asianHandicap(line: number, prices: { home: number; away: number }, suspended: boolean): FeedMarket {
  return {
    key: `match/asian-handicap@${line}`,
    type: 'asian-handicap',
    period: { type: 'match' },
    line,
    suspended,
    outcomes: [
      { key: 'home', title: 'Home', titleSuffix: signed(line), price: prices.home },
      { key: 'away', title: 'Away', titleSuffix: signed(-line), price: prices.away },
    ],
  };
}

/** A soccer book: 1X2 and two handicap lines, the second balanced (so it is the main one). */
export function soccerBook(prices: { home: number; draw: number; away: number } = { home: 2.1, draw: 3.4, away: 3.5 }, suspended = false): FeedMarket[] {
  return [matchResultMarket(prices, suspended), asianHandicap(-1, { home: 3.2, away: 1.33 }, suspended), asianHandicap(-0.25, { home: 1.95, away: 1.9 }, suspended)];
}

export const state = (overrides: Partial<MatchState> = {}): MatchState => ({
  status: 'not_started',
  period: 0,
  clockSeconds: 0,
  interval: false,
  score: { home: 0, away: 0 },
  periodScores: [],
  ...overrides,
});

export const update = (key: string, fields: Omit<FixtureUpdate, 'key'>): FixtureUpdate => ({ key, ...fields });
