import { describe, expect, it } from 'vitest';
import { sharedLink, sharedSlip, type SharedSelectionShape } from '../../web/src/features/sportsbook/share/sharedSlip';

const selection = (over: Partial<SharedSelectionShape>): SharedSelectionShape => ({
  matchName: 'Lions – Tigers',
  state: 'AVAILABLE',
  label: 'Home',
  marketLabel: 'Match result',
  odd: { id: 'T2RkOjE=', matchId: 'TWF0Y2g6MQ==', price: 2.1 },
  ...over,
});

describe('a shared bet opened into the slip (issue 23)', () => {
  it('puts the available selections on the slip at the price now', () => {
    const { entries, unavailable } = sharedSlip([selection({})]);
    expect(unavailable).toEqual([]);
    expect(entries).toEqual([
      expect.objectContaining({ id: 'T2RkOjE=', matchId: 'TWF0Y2g6MQ==', matchName: 'Lions – Tigers', title: 'Home', marketLabel: 'Match result', price: 2.1 }),
    ]);
  });

  it('names every selection that is suspended, settled, removed or without a price, and leaves it off', () => {
    const { entries, unavailable } = sharedSlip([
      selection({}),
      selection({ matchName: 'A – B', label: 'Over 2.5', state: 'SUSPENDED', odd: { id: 'x', matchId: 'm', price: null } }),
      selection({ matchName: 'C – D', label: 'Draw', state: 'SETTLED' }),
      selection({ matchName: 'E – F', label: 'Away', state: 'REMOVED', odd: null }),
      selection({ matchName: 'G – H', label: 'Home', odd: { id: 'y', matchId: 'm', price: null } }),
    ]);
    expect(entries.map((entry) => entry.id)).toEqual(['T2RkOjE=']);
    expect(unavailable).toEqual(['A – B: Over 2.5', 'C – D: Draw', 'E – F: Away', 'G – H: Home']);
  });

  it('puts one odd on the slip once', () => {
    expect(sharedSlip([selection({}), selection({})]).entries).toHaveLength(1);
  });

  it('links to the front page with the code', () => {
    expect(sharedLink('https://book.example', 'Ab3_x')).toBe('https://book.example/?share=Ab3_x');
    expect(sharedLink('https://book.example', 'a&b')).toBe('https://book.example/?share=a%26b');
  });
});
