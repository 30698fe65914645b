import { describe, expect, it } from 'vitest';
import { ID_SPACE, assignIds, buildBook, diffBooks, matchIdOf, previewOf } from '../../platform/sportsbook/book';
import { addDays, isTimeZone, localDayRange, localDayStart, scheduleDays } from '../../platform/sportsbook/schedule';
import { soccerBook } from '../helpers/feed';
import { itReturns } from '../helpers/table';

describe('book ids', () => {
  it('gives every market and odd an id that names its match, and keeps known ids', () => {
    const markets = soccerBook();
    const ids = assignIds(42, {}, markets);
    expect(Object.values(ids).every((id) => matchIdOf(id) === 42)).toBe(true);
    expect(new Set(Object.values(ids)).size).toBe(Object.keys(ids).length);
    const again = assignIds(42, ids, [...markets, { ...markets[2]!, key: 'match/total@2.5', line: 2.5 }]);
    for (const [key, id] of Object.entries(ids)) expect(again[key]).toBe(id);
    expect(again['match/total@2.5']).toBe(42 * ID_SPACE + Object.keys(ids).length + 1);
  });
});

describe('main lines and preview', () => {
  const book = buildBook(assignIds(1, {}, soccerBook()), soccerBook(), false);

  it('marks the most balanced line of each kind as the main one', () => {
    expect(book.filter((m) => m.IsMain).map((m) => m.Key)).toEqual(['match/1x2', 'match/asian-handicap@-0.25']);
  });

  it('previews the headline markets in the seed order', () => {
    expect(previewOf(book).map((m) => m.Type)).toEqual(['1x2', 'asian-handicap']);
  });

  it('suspends every odd on bet stop, and an odd without a price always', () => {
    const stopped = buildBook(assignIds(1, {}, soccerBook()), soccerBook(), true);
    expect(stopped.flatMap((m) => m.Odds).every((odd) => odd.IsSuspended)).toBe(true);
    const markets = soccerBook();
    markets[0]!.outcomes[1]!.price = null;
    const draw = buildBook(assignIds(1, {}, markets), markets, false)[0]!.Odds[1]!;
    expect(draw).toMatchObject({ Price: null, IsSuspended: true });
  });
});

describe('diffBooks', () => {
  const ids = assignIds(1, {}, soccerBook());
  const before = buildBook(ids, soccerBook(), false);

  it.each([
    ['shortened', { home: 2.0, draw: 3.4, away: 3.5 }, [['home', -1]]],
    ['drifted', { home: 2.2, draw: 3.4, away: 3.5 }, [['home', 1]]],
    ['unchanged', { home: 2.1, draw: 3.4, away: 3.5 }, []],
  ] as const)('reports a %s price with its direction', (_name, prices, expected) => {
    const { changes, reshaped } = diffBooks(before, buildBook(ids, soccerBook(prices), false));
    expect(changes.map((c) => [c.Key, c.Direction])).toEqual(expected);
    expect(reshaped).toBe(false);
  });

  it('notices markets that came or went', () => {
    const fewer = soccerBook().slice(0, 2);
    expect(diffBooks(before, buildBook(ids, fewer, false)).reshaped).toBe(true);
  });
});

describe('schedule days', () => {
  it.each([
    ['UTC', '2026-11-22', '2026-11-22T00:00:00.000Z', 24],
    ['Europe/Stockholm', '2026-11-22', '2026-11-21T23:00:00.000Z', 24],
    ['Europe/Stockholm', '2026-03-29', '2026-03-28T23:00:00.000Z', 23],
    ['Europe/Stockholm', '2026-10-25', '2026-10-24T22:00:00.000Z', 25],
    ['America/New_York', '2026-11-22', '2026-11-22T05:00:00.000Z', 24],
    ['Asia/Kolkata', '2026-11-22', '2026-11-21T18:30:00.000Z', 24],
  ])('a day in %s starts at the local midnight (%s → %s, %i h)', (zone, day, start, hours) => {
    expect(localDayStart(day, zone).toISOString()).toBe(start);
    const { from, to } = localDayRange(day, zone);
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(hours);
  });

  it('lists seven days from today in the zone, across month ends', () => {
    expect(scheduleDays('Asia/Tokyo', new Date('2026-11-27T16:00:00Z'))).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('timezones', () => {
  itReturns('%s is a timezone: %s', isTimeZone, [
    ['Asia/Kolkata', true],
    ['Europe/Kyiv', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ]);
});
