import { useEffect, useState } from 'react';
import { useViewer } from './ViewerContext';

/**
 * How long a tab keeps listening as the account it just lost. The platform ends a session and tells
 * the tab why in one transaction, but the tab may learn that the session is gone first, from its own
 * next request (a refetch answered without a viewer), and the event that says why comes after. Long
 * enough for an event on a busy machine; harmless after: the listening socket only hears that player.
 */
export const VIEWER_LINGER_MS = 60_000;

/** The account a watcher listens as, and a key that is new for each sign-in (its subscriptions start over). */
export interface ListeningViewer {
  id: string;
  key: string;
}

interface Held {
  id: string;
  signIn: number;
  gone: boolean;
}

/**
 * The signed-in viewer; when the viewer goes away, the last one for `lingerMs` more, so the
 * subscriptions that say why a session ended (ResponsibleWatcher, SessionEndedWatcher) are still
 * open when their event arrives. Another account, or the same one signing in again, gets a new key:
 * the old subscriptions rode the ended session's socket and must not serve the new session.
 */
export function useLingeringViewer(lingerMs = VIEWER_LINGER_MS): ListeningViewer | null {
  const viewerId = useViewer()?.id ?? null;
  // Held during render, not in an effect: one render without it would unsubscribe, and a new
  // subscription on a dead session is refused.
  const [held, setHeld] = useState<Held | null>(viewerId === null ? null : { id: viewerId, signIn: 0, gone: false });
  if (viewerId !== null && (held === null || held.gone || held.id !== viewerId)) setHeld({ id: viewerId, signIn: (held?.signIn ?? 0) + 1, gone: false });
  else if (viewerId === null && held !== null && !held.gone) setHeld({ ...held, gone: true });
  useEffect(() => {
    if (!held?.gone) return undefined;
    const timer = setTimeout(() => setHeld(null), lingerMs);
    return () => clearTimeout(timer);
  }, [held, lingerMs]);
  return held && { id: held.id, key: `${held.id}:${held.signIn}` };
}
