/** The bet ticker's flag rule (issue 19): one row per case a trader would want to see flagged, or not. */
import { describe, expect, it } from 'vitest';
import { compareDecimals, keepNewest, passesFilter, tickerFlags, type FlagInput, type TickerSettings } from '../../rules/trading/ticker-flags';

const settings: TickerSettings = { largeStake: { EUR: 500_00n, '*': 1_000_00n }, lateMinutes: 5, liveLateMinute: 80, sameEventTickets: 3, sameEventWindowMinutes: 30 };
const placedAt = new Date('2026-06-01T12:00:00Z');
const minutes = (n: number) => new Date(placedAt.getTime() + n * 60_000);
const bet = (over: Partial<FlagInput> = {}): FlagInput => ({
  stake: 10_00n,
  currency: 'EUR',
  placedAt,
  tags: [],
  legs: [{ matchId: 1, startsAt: minutes(60), live: false, clockSeconds: 0 }],
  earlierOnMatch: new Map([[1, 0]]),
  ...over,
});

describe('tickerFlags', () => {
  it.each([
    ['a small prematch bet an hour ahead', bet(), []],
    ['a stake at the currency threshold', bet({ stake: 500_00n }), ['large_stake']],
    ['a stake a cent under it', bet({ stake: 499_99n }), []],
    ['another currency uses *', bet({ currency: 'USD', stake: 999_99n }), []],
    ['…and at * it is large', bet({ currency: 'USD', stake: 1_000_00n }), ['large_stake']],
    ['a player tagged sharp', bet({ tags: ['vip', 'sharp'] }), ['sharp']],
    ['a vip alone is no flag', bet({ tags: ['vip'] }), []],
    ['prematch 5 minutes before the start', bet({ legs: [{ matchId: 1, startsAt: minutes(5), live: false, clockSeconds: 0 }] }), ['late_bet']],
    ['prematch 6 minutes before the start', bet({ legs: [{ matchId: 1, startsAt: minutes(6), live: false, clockSeconds: 0 }] }), []],
    ['live in minute 80', bet({ legs: [{ matchId: 1, startsAt: minutes(-85), live: true, clockSeconds: 80 * 60 }] }), ['late_bet']],
    ['live in minute 79', bet({ legs: [{ matchId: 1, startsAt: minutes(-85), live: true, clockSeconds: 79 * 60 + 59 }] }), []],
    ['the third ticket on one match in the window', bet({ earlierOnMatch: new Map([[1, 2]]) }), ['same_event']],
    ['the second', bet({ earlierOnMatch: new Map([[1, 1]]) }), []],
    [
      'two legs of one ticket on one match',
      bet({ legs: [{ matchId: 1, startsAt: minutes(60), live: false, clockSeconds: 0 }, { matchId: 1, startsAt: minutes(60), live: false, clockSeconds: 0 }] }),
      ['same_event'],
    ],
    ['all at once, in the table order', bet({ stake: 600_00n, tags: ['sharp'], legs: [{ matchId: 1, startsAt: minutes(1), live: false, clockSeconds: 0 }], earlierOnMatch: new Map([[1, 5]]) }), ['large_stake', 'sharp', 'late_bet', 'same_event']],
  ] as const)('%s', (_name, input, flags) => {
    expect(tickerFlags(settings, input)).toEqual(flags);
  });
});

describe('passesFilter', () => {
  const row = { flags: ['large_stake'], matchIds: [7], sportIds: [1], stake: '600.00', userId: '42', userName: 'Alice', live: false };
  it.each([
    [true, {}],
    [true, { flag: 'large_stake' }],
    [false, { flag: 'sharp' }],
    [true, { matchId: 7 }],
    [false, { matchId: 8 }],
    [false, { sportId: 2 }],
    [true, { minStake: '600' }],
    [false, { minStake: '600.001' }],
    [true, { player: 'alice' }],
    [true, { player: '42' }],
    [false, { player: 'bob' }],
    [false, { live: true }],
    [true, { live: false, flag: 'large_stake', matchId: 7 }],
  ] as const)('filter %# passes: %s', (passes, filter) => {
    expect(passesFilter(filter, row)).toBe(passes);
  });
});

describe('compareDecimals', () => {
  it.each([
    ['60.5', '60.50', 0],
    ['60', '59.99', 1],
    ['0.01', '1', -1],
    ['100', '99.999', 1],
  ] as const)('%s vs %s → %i', (a, b, order) => {
    expect(compareDecimals(a, b)).toBe(order);
  });
});

const rows = (keys: string[]) => keys.map((key) => ({ key }));

describe('keepNewest', () => {
  it('keeps the newest rows up to the size, the incoming first, each once', () => {
    expect(keepNewest(rows(['3', '2', '1']), rows(['5', '4', '3']), 4)).toEqual(rows(['5', '4', '3', '2']));
    const burst = rows(Array.from({ length: 1000 }, (_, i) => String(1000 - i)));
    expect(keepNewest(rows(['0']), burst, 50).map((row) => row.key)).toEqual(burst.slice(0, 50).map((row) => row.key));
  });
});
