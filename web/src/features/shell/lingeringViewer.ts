import { useEffect, useState } from 'react';
import { useViewer } from './ViewerContext';

/**
 * How long a tab keeps listening as the account it just lost. The platform ends a session and tells
 * the tab why in one transaction, but the tab may learn that the session is gone first, from its own
 * next request (a refetch answered without a viewer), and the event that says why comes after. Long
 * enough for an event on a busy machine; harmless after: the listening socket only hears that player.
 */
export const VIEWER_LINGER_MS = 60_000;

/**
 * The signed-in viewer's id; when the viewer goes away, the last one for `lingerMs` more, so the
 * subscriptions that say why a session ended (ResponsibleWatcher, SessionEndedWatcher) are still
 * open when their event arrives. Another account signing in replaces it at once.
 */
export function useLingeringViewerId(lingerMs = VIEWER_LINGER_MS): string | null {
  const viewerId = useViewer()?.id ?? null;
  // Held during render, not in an effect: one render without an id would unsubscribe, and a new
  // subscription on a dead session is refused.
  const [held, setHeld] = useState(viewerId);
  if (viewerId !== null && viewerId !== held) setHeld(viewerId);
  useEffect(() => {
    if (viewerId !== null || held === null) return undefined;
    const timer = setTimeout(() => setHeld(null), lingerMs);
    return () => clearTimeout(timer);
  }, [viewerId, held, lingerMs]);
  return viewerId ?? held;
}
