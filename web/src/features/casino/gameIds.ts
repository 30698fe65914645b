/**
 * The player's own game lists (seed 001 §9, seed 002 §9): favourite games are kept in local storage
 * (they outlive the visit), recent games in session storage (this tab's visit). Both are lists of
 * CasinoGame ids, newest first, shown as the lobby categories "favourites" and "recent".
 */
export const FAVOURITES_KEY = 'oddsgate.casino.favourites';
export const RECENT_KEY = 'oddsgate.casino.recent';
/** A lobby row or two of recent games; older ones fall off. */
export const RECENT_LIMIT = 24;
/** Favourites are fetched by id in one request; the gateway's node list stays small. */
export const FAVOURITES_LIMIT = 100;

/** A stored list as written by us, or nothing: anything else (an old format, a hand edit) is ignored. */
export function parseGameIds(raw: string | null, limit: number): string[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200);
    return [...new Set(ids)].slice(0, limit);
  } catch {
    return [];
  }
}

/** The list with `id` first (added or moved up), at most `limit` long. */
export const withFirst = (ids: readonly string[], id: string, limit: number): string[] => [id, ...ids.filter((other) => other !== id)].slice(0, limit);

/** Adds a favourite (first) or removes it. */
export const toggled = (ids: readonly string[], id: string, limit: number): string[] => (ids.includes(id) ? ids.filter((other) => other !== id) : withFirst(ids, id, limit));

/** A stored list read straight from storage (route loaders: no store needed to know what to preload). */
export function readGameIds(kind: 'favourites' | 'recent'): string[] {
  try {
    return kind === 'favourites' ? parseGameIds(localStorage.getItem(FAVOURITES_KEY), FAVOURITES_LIMIT) : parseGameIds(sessionStorage.getItem(RECENT_KEY), RECENT_LIMIT);
  } catch {
    return [];
  }
}
