import { useCallback, useState, useSyncExternalStore } from 'react';
import type { FetchPolicy } from 'relay-runtime';

const never = () => () => {};

/**
 * False on the server and while the browser takes a server-rendered page over, true afterwards (and at
 * once for a page the browser renders itself): what only the browser can know (its address, its
 * storage) renders after the take-over, so the first render matches the server's markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * The fetch policy of a query that asks again each time its view mounts: the store alone for a view
 * mounted while a server render is taken over (the server has just asked: no second request for the
 * same data). Fixed for the view's life, so the take-over ending does not fetch it again.
 */
export function useVisitFetchPolicy(policy: FetchPolicy): FetchPolicy {
  const hydrated = useHydrated();
  const [fixed] = useState<FetchPolicy>(() => (hydrated ? policy : 'store-or-network'));
  return fixed;
}

/** A media query's answer, following it; false on the server and while the browser takes its page over (the server has no screen). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => false,
  );
}
