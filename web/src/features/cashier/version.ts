import { useSyncExternalStore } from 'react';

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

/** useLazyLoadQuery options: the store first, then the network once anything changed since. */
export const cashierFetchOptions = (viewerId: string, changes: number) =>
  ({ fetchPolicy: changes > 0 ? 'store-and-network' : 'store-or-network', fetchKey: `${viewerId}:${changes}` }) as const;
