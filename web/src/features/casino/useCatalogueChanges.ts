import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCatalogueChangesSubscription } from './__generated__/useCatalogueChangesSubscription.graphql';

const catalogueChanged = graphql`
  subscription useCatalogueChangesSubscription {
    casinoCatalogueChanged {
      change
      provider
      games {
        id
        status
      }
    }
  }
`;

/**
 * The back office changed the lobby (issue 18): a game added, retired or marked, a provider switched. The
 * changed games' records update in the store as they arrive (a card marked not working shows it); lists
 * fetched before are stale now (a retired game must not come back from a cached popular list), and the
 * open lobby reads its list and counts again through `onChange`.
 */
export function useCatalogueChanges(onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const config = useMemo<GraphQLSubscriptionConfig<useCatalogueChangesSubscription>>(
    () => ({
      subscription: catalogueChanged,
      variables: {},
      updater: (store) => {
        // A provider switch names no games: every cached list may hold its games.
        const games = store.getRootField('casinoCatalogueChanged')?.getLinkedRecords('games') ?? [];
        if (games.length === 0) store.invalidateStore();
        for (const game of games) game?.invalidateRecord();
      },
      onNext: () => latest.current(),
    }),
    [],
  );
  useSubscription(config);
}
