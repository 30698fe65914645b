/** A simulator match outside the feed, for tests that play or price one directly. */
import type { SportKey } from '../../platform/feed/adapter';
import { type Format, type SimMatch, unplayedMatch } from '../../platform/feed/simulator/match';
import type { Score } from '../../platform/sportsbook/pricing/market';

export function simMatch(sport: SportKey, key: string, format: Format, rating: Score = { home: 0, away: 0 }, seed = 1): SimMatch {
  return unplayedMatch({
    fixture: {
      key,
      sport,
      kind: 'match',
      category: { key: 'test', name: 'Test' },
      tournament: { key: 'test', name: 'Test' },
      home: { name: 'Home' },
      away: { name: 'Away' },
      startsAt: new Date(0),
      streamed: false,
      popularity: 50,
    },
    format,
    rating,
    seed,
  });
}
