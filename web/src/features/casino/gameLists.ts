import { browserStorage, createStoredValue, reloadOnOtherTabs, type StorageLike, type StoredValue } from '../sportsbook/betslip/storedValue';
import { FAVOURITES_KEY, FAVOURITES_LIMIT, parseGameIds, RECENT_KEY, RECENT_LIMIT, toggled, withFirst } from './gameIds';

/**
 * The favourites (local storage) and recent games (session storage) as stores React reads (seed 001
 * §9): written through on change, favourites re-read when another tab changes them.
 */
export interface GameList {
  get(): readonly string[];
  subscribe(listener: () => void): () => void;
  has(id: string): boolean;
  /** Puts the game first (a game just played). */
  add(id: string): void;
  /** Adds or removes it (the favourite star). */
  toggle(id: string): void;
  /** Re-reads storage (another tab wrote it). */
  reload(): void;
}

export function createGameList(storage: StorageLike | null, key: string, limit: number): GameList {
  const stored: StoredValue<string[]> = createStoredValue(storage, key, (raw) => parseGameIds(raw, limit));
  return {
    get: stored.get,
    subscribe: stored.subscribe,
    has: (id) => stored.get().includes(id),
    add: (id) => {
      if (stored.get()[0] !== id) stored.set(withFirst(stored.get(), id, limit));
    },
    toggle: (id) => stored.set(toggled(stored.get(), id, limit)),
    reload: stored.reload,
  };
}

/** This tab's sessionStorage, or null (no window, or storage refused). */
function sessionStore(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export const favouriteGames = createGameList(browserStorage(), FAVOURITES_KEY, FAVOURITES_LIMIT);
export const recentGames = createGameList(sessionStore(), RECENT_KEY, RECENT_LIMIT);

// Favourites starred in another tab show here too (session storage is per tab: recent games are not shared).
reloadOnOtherTabs(FAVOURITES_KEY, () => favouriteGames.reload());
