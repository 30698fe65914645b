import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';

const NOTHING = Symbol('nothing stale');

/**
 * The user area's pages are prepared for the viewer of the moment. A viewer who signs in over the
 * page (its login prompt) has them prepared again: the route revalidates, and until the new
 * references arrive this answers false, so the page never reads what was answered to the visitor.
 */
export function usePreparedForViewer(viewerId: string | null): boolean {
  const prepared: unknown = useLoaderData();
  const { revalidate } = useRevalidator();
  const [seen, setSeen] = useState(viewerId);
  const [stale, setStale] = useState<unknown>(NOTHING);
  if (viewerId !== seen) {
    setSeen(viewerId);
    if (viewerId !== null && prepared !== undefined) setStale(prepared);
  }
  const waiting = stale !== NOTHING && stale === prepared;
  useEffect(() => {
    if (waiting) void revalidate();
  }, [waiting, revalidate]);
  return !waiting;
}
