import { useEffect, useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useModal } from '../modals/ModalContext';
import { fetchReleaseHash, refreshToLatest, STORED_HASH_KEY } from './refresh';
import type { useVersionCheckSubscription } from './__generated__/useVersionCheckSubscription.graphql';

/** Search-engine crawlers skip the check (seed 000 §4). */
const CRAWLER = /bot|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|lighthouse/i;

const releasePublished = graphql`
  subscription useVersionCheckSubscription {
    releasePublished {
      hash
    }
  }
`;

/**
 * Seed 000 §4: at start a changed hash clears the cache and reloads; later checks
 * (every intervalMs, 5 minutes by default) open refreshCacheModal instead. A
 * release published while the page is open opens the modal at once.
 */
export function useVersionCheck(intervalMs: number) {
  const { open } = useModal();
  // Rendered on the server too (issue 24), where there is no browser to ask.
  const isCrawler = typeof navigator !== 'undefined' && CRAWLER.test(navigator.userAgent);

  useEffect(() => {
    if (isCrawler) return;
    const check = async (atStart: boolean) => {
      const hash = await fetchReleaseHash();
      if (!hash) return;
      const stored = localStorage.getItem(STORED_HASH_KEY);
      if (!stored) return localStorage.setItem(STORED_HASH_KEY, hash);
      if (stored === hash) return;
      if (atStart) await refreshToLatest(hash);
      else open('refreshCacheModal');
    };
    void check(true);
    const timer = setInterval(() => void check(false), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, isCrawler, open]);

  const config = useMemo<GraphQLSubscriptionConfig<useVersionCheckSubscription>>(
    () => ({
      subscription: releasePublished,
      variables: {},
      onNext: (event) => {
        const stored = localStorage.getItem(STORED_HASH_KEY);
        if (!isCrawler && event && stored && event.releasePublished.hash !== stored) open('refreshCacheModal');
      },
    }),
    [isCrawler, open],
  );
  useSubscription(config);
}

/** The check as a component: the shell loads it after the first page (AppLayout.tsx). */
export function VersionCheck({ intervalMs }: { intervalMs: number }) {
  useVersionCheck(intervalMs);
  return null;
}
