/** The win mysteryJackpotWinModal announces, and which wins this browser has already announced. */

/** What mysteryJackpotWinModal shows. */
export interface JackpotWinData {
  /** The JackpotWin's id: a win is announced once (seenWins). */
  id: string;
  name: string;
  amount: string;
  currency: string;
  game: string | null;
}

/** Whether data handed to mysteryJackpotWinModal is a win (the subscription's), not a bare link's text. */
export function isJackpotWinData(data: unknown): data is JackpotWinData {
  if (typeof data !== 'object' || data === null) return false;
  const win = data as Record<string, unknown>;
  return typeof win.id === 'string' && typeof win.name === 'string' && typeof win.amount === 'string' && typeof win.currency === 'string';
}

/** How many announced wins a browser remembers per player: the newest win is the only one ever asked about. */
const SEEN_KEPT = 20;
const seenKey = (viewerId: string) => `oddsgate.jackpotWinsSeen.${viewerId}`;

/** The wins of this player the modal has already announced in this browser, newest last. */
export function seenWins(viewerId: string): readonly string[] {
  try {
    const ids = JSON.parse(localStorage.getItem(seenKey(viewerId)) ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `id` added once, the oldest dropped past SEEN_KEPT. */
export const withSeen = (ids: readonly string[], id: string): string[] => [...ids.filter((seen) => seen !== id), id].slice(-SEEN_KEPT);

export function markWinSeen(viewerId: string, id: string): void {
  try {
    localStorage.setItem(seenKey(viewerId), JSON.stringify(withSeen(seenWins(viewerId), id)));
  } catch {
    // Storage refused (private mode, full): the win may be announced again, nothing worse.
  }
}
