import { describe, expect, it, vi } from 'vitest';
import { BETSLIP_STORAGE_KEY } from '../../web/src/features/shell/useBetslipCount';
import { createBetslipStore, parseSelections, toggleSelection, type BetslipSelection } from '../../web/src/features/sportsbook/betslip/store';

const selection = (id: string, extra: Partial<BetslipSelection> = {}): BetslipSelection => ({
  id,
  matchId: 'TWF0Y2g6MQ==',
  marketId: 'TWFya2V0OjE=',
  sportKey: 'soccer',
  matchName: 'Home – Away',
  matchLink: '/match/1',
  marketLabel: '1X2',
  title: '1',
  price: 2.1,
  addedAt: 1,
  ...extra,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('bet slip selections', () => {
  it('toggles: picking an odd adds it, picking it again removes it', () => {
    const one = toggleSelection([], selection('a'));
    expect(one.map((s) => s.id)).toEqual(['a']);
    const two = toggleSelection(one, selection('b'));
    expect(two.map((s) => s.id)).toEqual(['a', 'b']);
    expect(toggleSelection(two, selection('a')).map((s) => s.id)).toEqual(['b']);
  });

  it('reads back only well-formed selections, each odd once', () => {
    const raw = JSON.stringify([selection('a'), { id: 'broken' }, selection('a'), selection('b', { price: null }), 42]);
    expect(parseSelections(raw).map((s) => s.id)).toEqual(['a', 'b']);
    expect(parseSelections('not json')).toEqual([]);
    expect(parseSelections('{"id":"a"}')).toEqual([]);
    expect(parseSelections(null)).toEqual([]);
  });
});

describe('bet slip store', () => {
  it('persists in storage under the key the shell counts, and a new page reads it back', () => {
    const storage = memoryStorage();
    const first = createBetslipStore(storage);
    first.toggle(selection('a'));
    first.toggle(selection('b'));
    expect(JSON.parse(storage.data.get(BETSLIP_STORAGE_KEY)!)).toHaveLength(2);

    // A reload: a new store over the same storage.
    const second = createBetslipStore(storage);
    expect(second.getSnapshot().map((s) => s.id)).toEqual(['a', 'b']);
    expect(second.has('b')).toBe(true);
    second.remove('a');
    expect(createBetslipStore(storage).getSnapshot().map((s) => s.id)).toEqual(['b']);
  });

  it('announces every change (the Betslip count) and notifies its readers', () => {
    const announce = vi.fn();
    const store = createBetslipStore(memoryStorage(), announce);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggle(selection('a'));
    store.toggle(selection('a'));
    store.toggle(selection('b'));
    store.clear();
    expect(announce).toHaveBeenCalledTimes(4);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.toggle(selection('c'));
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps one snapshot until something changes (stable for useSyncExternalStore)', () => {
    const store = createBetslipStore(memoryStorage(), undefined, () => 99);
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    store.toggle({ ...selection('a'), addedAt: undefined });
    const one = store.getSnapshot();
    expect(one).not.toBe(empty);
    expect(store.getSnapshot()).toBe(one);
    expect(one[0]!.addedAt).toBe(99);
  });

  it('follows another tab: reload picks up what it stored', () => {
    const storage = memoryStorage();
    const here = createBetslipStore(storage);
    const there = createBetslipStore(storage);
    there.toggle(selection('x'));
    expect(here.has('x')).toBe(false);
    here.reload();
    expect(here.has('x')).toBe(true);
  });

  it('still works when storage refuses to write (private mode)', () => {
    const store = createBetslipStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    store.toggle(selection('a'));
    expect(store.has('a')).toBe(true);
  });
});
