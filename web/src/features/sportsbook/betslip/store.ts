import { useSyncExternalStore } from 'react';
import { BETSLIP_STORAGE_KEY } from '../../shell/useBetslipCount';

/**
 * The client bet slip (seed 002 §3 "Bet slip": selections with ID, MatchID, MarketID, SportTypeId): the
 * odds a player picked, by odd id, with what the slip needs to show them without asking the server.
 * Kept in localStorage under the key the shell's Betslip count reads, so it survives a reload and the
 * count follows; picking the same odd again takes it out. Placing bets builds on this list.
 */
export interface BetslipSelection {
  /** The Odd's global id: stable for the life of the match. */
  id: string;
  matchId: string;
  marketId: string;
  sportKey: string;
  matchName: string;
  /** The match page, under /{lang}. */
  matchLink: string;
  marketLabel: string;
  /** The odd's title with its line ("Over 2.5"). */
  title: string;
  /** The decimal price when picked; the slip re-checks prices before placing. */
  price: number | null;
  addedAt: number;
}

/** Change events: the shell's count listens to this one (same tab) and to `storage` (other tabs). */
export const BETSLIP_EVENT = 'betslip-change';

const isString = (value: unknown): value is string => typeof value === 'string';

function isSelection(value: unknown): value is BetslipSelection {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    isString(entry.id) &&
    entry.id !== '' &&
    isString(entry.matchId) &&
    isString(entry.marketId) &&
    isString(entry.matchName) &&
    isString(entry.marketLabel) &&
    isString(entry.title) &&
    (entry.price === null || typeof entry.price === 'number')
  );
}

/** What was stored, keeping only well-formed selections, each odd once. Anything unreadable is an empty slip. */
export function parseSelections(raw: string | null): BetslipSelection[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const selections: BetslipSelection[] = [];
  for (const entry of parsed) {
    if (!isSelection(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    selections.push({
      ...entry,
      sportKey: isString(entry.sportKey) ? entry.sportKey : '',
      matchLink: isString(entry.matchLink) ? entry.matchLink : '',
      addedAt: typeof entry.addedAt === 'number' ? entry.addedAt : 0,
    });
  }
  return selections;
}

/** Adds the selection, or removes it when that odd is already on the slip. */
export function toggleSelection(selections: readonly BetslipSelection[], selection: BetslipSelection): BetslipSelection[] {
  return selections.some((entry) => entry.id === selection.id) ? removeSelection(selections, selection.id) : [...selections, selection];
}

export function removeSelection(selections: readonly BetslipSelection[], id: string): BetslipSelection[] {
  return selections.filter((entry) => entry.id !== id);
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export interface BetslipStore {
  getSnapshot(): readonly BetslipSelection[];
  has(id: string): boolean;
  subscribe(listener: () => void): () => void;
  /** True when the selection went on (false: it was there and came off). */
  toggle(selection: Omit<BetslipSelection, 'addedAt'> & { addedAt?: number }): boolean;
  remove(id: string): void;
  /** Removes several at once (odds the server no longer offers). */
  removeMany(ids: readonly string[]): void;
  /**
   * The player accepted the prices shown now ("accept changes"): they become the prices the slip
   * compares the feed with and places at.
   */
  acceptPrices(prices: Readonly<Record<string, number | null>>): void;
  clear(): void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
}

/**
 * A store over a Storage. The parsed list is cached per stored string, so every reader gets the same
 * array until something changes (useSyncExternalStore needs a stable snapshot).
 */
export function createBetslipStore(storage: Storage | null, announce: () => void = () => {}, now: () => number = Date.now): BetslipStore {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return storage?.getItem(BETSLIP_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  let raw = read();
  let selections = parseSelections(raw);
  let ids = new Set(selections.map((entry) => entry.id));

  const set = (next: BetslipSelection[], write: boolean) => {
    selections = next;
    ids = new Set(next.map((entry) => entry.id));
    if (write) {
      raw = JSON.stringify(next);
      try {
        storage?.setItem(BETSLIP_STORAGE_KEY, raw);
      } catch {
        // Storage full or refused (private mode): the slip still works for this page.
      }
      announce();
    }
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => selections,
    has: (id) => ids.has(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(selection) {
      const added = !ids.has(selection.id);
      set(toggleSelection(selections, { ...selection, addedAt: selection.addedAt ?? now() }), true);
      return added;
    },
    remove: (id) => {
      if (ids.has(id)) set(removeSelection(selections, id), true);
    },
    removeMany(gone) {
      const drop = new Set(gone);
      if (selections.some((entry) => drop.has(entry.id))) set(selections.filter((entry) => !drop.has(entry.id)), true);
    },
    acceptPrices(prices) {
      if (!selections.some((entry) => Object.hasOwn(prices, entry.id) && prices[entry.id] !== entry.price)) return;
      set(
        selections.map((entry) => (Object.hasOwn(prices, entry.id) ? { ...entry, price: prices[entry.id] ?? null } : entry)),
        true,
      );
    },
    clear: () => set([], true),
    reload() {
      const next = read();
      if (next === raw) return;
      raw = next;
      set(parseSelections(next), false);
    },
  };
}

const hasWindow = typeof window !== 'undefined';

function browserStorage(): Storage | null {
  try {
    return hasWindow ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The page's one bet slip. */
export const betslip = createBetslipStore(browserStorage(), () => window.dispatchEvent(new Event(BETSLIP_EVENT)));

if (hasWindow) {
  window.addEventListener('storage', (event) => {
    if (event.key === BETSLIP_STORAGE_KEY || event.key === null) betslip.reload();
  });
}

const serverSnapshot: readonly BetslipSelection[] = [];

export const useBetslip = () => useSyncExternalStore(betslip.subscribe, betslip.getSnapshot, () => serverSnapshot);

export const useIsPicked = (id: string) => useSyncExternalStore(betslip.subscribe, () => betslip.has(id), () => false);
