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

/** A soccer book: 1X2 and two handicap lines, the second balanced (so it is the main one). */
export function soccerBook(prices: { home: number; draw: number; away: number } = { home: 2.1, draw: 3.4, away: 3.5 }, suspended = false): FeedMarket[] {
  return [
    {
      key: 'match/1x2',
      type: '1x2',
      period: { type: 'match' },
      suspended,
      outcomes: [
        { key: 'home', title: 'Home', price: prices.home },
        { key: 'draw', title: 'Draw', price: prices.draw },
        { key: 'away', title: 'Away', price: prices.away },
      ],
    },
    {
      key: 'match/asian-handicap@-1',
      type: 'asian-handicap',
      period: { type: 'match' },
      line: -1,
      suspended,
      outcomes: [
        { key: 'home', title: 'Home', titleSuffix: '-1', price: 3.2 },
        { key: 'away', title: 'Away', titleSuffix: '+1', price: 1.33 },
      ],
    },
    {
      key: 'match/asian-handicap@-0.25',
      type: 'asian-handicap',
      period: { type: 'match' },
      line: -0.25,
      suspended,
      outcomes: [
        { key: 'home', title: 'Home', titleSuffix: '-0.25', price: 1.95 },
        { key: 'away', title: 'Away', titleSuffix: '+0.25', price: 1.9 },
      ],
    },
  ];
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
