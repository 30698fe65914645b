import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';

/**
 * A counter that moves whenever the player's money or bonuses changed in a way
 * a list cannot see by itself: a deposit, withdrawal or claim answered, a
 * transaction changed live (an operator approved a withdrawal). Cashier and
 * bonus queries put it in their fetchKey and fetch again when it moves; no
 * list is patched by hand and nothing is optimistic (STYLE "no optimistic
 * update for anything that moves money").
 */
let version = 0;
const listeners = new Set<() => void>();

export function cashierChanged() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCashierVersion = () => useSyncExternalStore(subscribe, () => version, () => version);

const fetchPolicyAfter = (changes: number) => (changes > 0 ? 'store-and-network' : 'store-or-network');

/** A route's preparation: the store first, then the network once anything changed since the page loaded. */
export const cashierFetchPolicy = () => fetchPolicyAfter(version);

/** useLazyLoadQuery options (a modal's query): the store first, then the network once anything changed since. */
export const cashierFetchOptions = (viewerId: string, changes: number) => ({ fetchPolicy: fetchPolicyAfter(changes), fetchKey: `${viewerId}:${changes}` }) as const;

/**
 * A cashier or bonus page's query reference: the one its route prepared, fetched again (the store
 * first, then the network) each time the counter moves while the page shows it. load asks for other
 * variables (a filter), as the page's preparation would.
 */
export function useCashierReference<T extends OperationType>(query: GraphQLTaggedNode, prepared: PreloadedQuery<T>) {
  const changes = useCashierVersion();
  const [reference, loadQuery] = useQueryLoader<T>(query, prepared);
  const shown = reference ?? prepared;
  const seen = useRef(changes);
  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    loadQuery(shown.variables, { fetchPolicy: 'store-and-network' });
  }, [changes, loadQuery, shown]);
  const load = useCallback((variables: VariablesOf<T>) => loadQuery(variables, { fetchPolicy: fetchPolicyAfter(changes) }), [loadQuery, changes]);
  return [shown, load] as const;
}

/** A cashier or bonus page's query, read from its route's reference (useCashierReference). */
export const useCashierQuery = <T extends OperationType>(query: GraphQLTaggedNode, prepared: PreloadedQuery<T>) =>
  usePreloadedQuery<T>(query, useCashierReference<T>(query, prepared)[0]);
