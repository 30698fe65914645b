import { commitMutation, fetchQuery, graphql } from 'react-relay';
import { environment } from '../../relay/environment';
import type { refreshReleaseQuery } from './__generated__/refreshReleaseQuery.graphql';
import type { refreshClearCacheMutation } from './__generated__/refreshClearCacheMutation.graphql';

/** Seed 000 §9: the version request gives up after 1 s, the cache clear after 3 s. */
export const VERSION_TIMEOUT_MS = 1000;
export const CLEAR_CACHE_TIMEOUT_MS = 3000;
export const STORED_HASH_KEY = 'oddsgate.release';

const releaseQuery = graphql`
  query refreshReleaseQuery {
    release {
      hash
    }
  }
`;

const clearCacheMutation = graphql`
  mutation refreshClearCacheMutation {
    clearCache
  }
`;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** The live build's hash, or null when the server did not answer within 1 s (logged, never shown). */
export async function fetchReleaseHash(): Promise<string | null> {
  const result = await withTimeout(
    fetchQuery<refreshReleaseQuery>(environment, releaseQuery, {}, { fetchPolicy: 'network-only' }).toPromise(),
    VERSION_TIMEOUT_MS,
  ).catch(() => null);
  if (!result) console.warn('version check: no answer within 1 s');
  return result?.release.hash ?? null;
}

/** Clears what this browser cached of the old build, remembers the new hash and reloads. */
export async function refreshToLatest(hash?: string | null): Promise<void> {
  const latest = hash ?? (await fetchReleaseHash());
  const cleared = Promise.all([
    'caches' in window ? caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))) : null,
    new Promise<void>((resolve) =>
      commitMutation<refreshClearCacheMutation>(environment, { mutation: clearCacheMutation, variables: {}, onCompleted: () => resolve(), onError: () => resolve() }),
    ),
  ]);
  await withTimeout(cleared, CLEAR_CACHE_TIMEOUT_MS);
  if (latest) localStorage.setItem(STORED_HASH_KEY, latest);
  location.reload();
}
