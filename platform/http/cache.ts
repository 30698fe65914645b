/**
 * Process-local memoization for data computed from static inputs (localized
 * reference lists). clearCaches() is what "clear cache data" empties.
 */
const caches = new Set<Map<string, unknown>>();

export function memoize<T>(compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  caches.add(cache as Map<string, unknown>);
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key) as T;
  };
}

/** Returns how many entries were dropped. */
export function clearCaches(): number {
  let dropped = 0;
  for (const cache of caches) {
    dropped += cache.size;
    cache.clear();
  }
  return dropped;
}
