import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../routes';

/** The handle of the deepest matched page route. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle;
  }
  return { titleKey: 'home', sportType: false };
}
