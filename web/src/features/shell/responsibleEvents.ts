import { useSyncExternalStore } from 'react';

/**
 * What responsible gambling tells the open pages (issue 17), as tiny stores the shell and the
 * "Responsible gambling" page share without importing each other:
 * - the signed-out notice: an exclusion, the session limit or support ended this tab's session; the notice
 *   outlives the viewer (it is shown signed out), so it cannot live in a signed-in component;
 * - limit changes: a limit took effect (set in another tab, confirmed, …); an open page refetches.
 */
/** What ended the session: a responsible-gambling change, or support (issue 18: ended it, or locked the account). */
export type SignedOutChange = 'TIME_OUT' | 'SELF_EXCLUSION' | 'SESSION_LIMIT' | 'SESSION_ENDED' | 'ACCOUNT_LOCKED';

export interface SignedOutNotice {
  change: SignedOutChange;
  /** When the exclusion or the sign-in pause ends (ISO); null when the event named none. */
  until: string | null;
}

let notice: SignedOutNotice | null = null;
const noticeListeners = new Set<() => void>();

export function announceSignedOut(next: SignedOutNotice) {
  notice = next;
  noticeListeners.forEach((listener) => listener());
}

export function dismissSignedOut() {
  notice = null;
  noticeListeners.forEach((listener) => listener());
}

const subscribeNotice = (listener: () => void) => {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
};

// No notice on a server-rendered page (nothing has happened there yet).
export const useSignedOutNotice = () => useSyncExternalStore(subscribeNotice, () => notice, () => null);

const limitListeners = new Set<() => void>();

/** A limit took effect somewhere: every open view of the limits reads them again. */
export function announceLimitChange() {
  limitListeners.forEach((listener) => listener());
}

/** Listens for limit changes; returns the function that stops listening (an effect's cleanup). */
export function onLimitChange(listener: () => void): () => void {
  limitListeners.add(listener);
  return () => limitListeners.delete(listener);
}
