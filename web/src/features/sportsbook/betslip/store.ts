import { useSyncExternalStore } from 'react';
import { BETSLIP_STORAGE_KEY } from '../../shell/useBetslipCount';
import { browserStorage, createStoredValue, reloadOnOtherTabs, type StorageLike } from './storedValue';

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
export function createBetslipStore(storage: StorageLike | null, announce: () => void = () => {}, now: () => number = Date.now): BetslipStore {
  const stored = createStoredValue<readonly BetslipSelection[]>(storage, BETSLIP_STORAGE_KEY, parseSelections, announce);
  // The ids of the list last read, for has(): recomputed only when the list changes.
  let idsOf: readonly BetslipSelection[] | null = null;
  let ids = new Set<string>();
  const has = (id: string) => {
    const selections = stored.get();
    if (idsOf !== selections) [idsOf, ids] = [selections, new Set(selections.map((entry) => entry.id))];
    return ids.has(id);
  };
  const selections = () => stored.get();

  return {
    getSnapshot: selections,
    has,
    subscribe: stored.subscribe,
    toggle(selection) {
      const added = !has(selection.id);
      stored.set(toggleSelection(selections(), { ...selection, addedAt: selection.addedAt ?? now() }));
      return added;
    },
    remove: (id) => {
      if (has(id)) stored.set(removeSelection(selections(), id));
    },
    removeMany(gone) {
      const drop = new Set(gone);
      if (selections().some((entry) => drop.has(entry.id))) stored.set(selections().filter((entry) => !drop.has(entry.id)));
    },
    acceptPrices(prices) {
      if (!selections().some((entry) => Object.hasOwn(prices, entry.id) && prices[entry.id] !== entry.price)) return;
      stored.set(selections().map((entry) => (Object.hasOwn(prices, entry.id) ? { ...entry, price: prices[entry.id] ?? null } : entry)));
    },
    clear: () => stored.set([]),
    reload: stored.reload,
  };
}

/** The page's one bet slip. */
export const betslip = createBetslipStore(browserStorage(), () => window.dispatchEvent(new Event(BETSLIP_EVENT)));
reloadOnOtherTabs(BETSLIP_STORAGE_KEY, () => betslip.reload());

const serverSnapshot: readonly BetslipSelection[] = [];

export const useBetslip = () => useSyncExternalStore(betslip.subscribe, betslip.getSnapshot, () => serverSnapshot);

export const useIsPicked = (id: string) => useSyncExternalStore(betslip.subscribe, () => betslip.has(id), () => false);
