import { commitLocalUpdate, fetchQuery, type Environment } from 'relay-runtime';
import AppLayoutQuery, { type AppLayoutQuery as AppLayoutQueryType } from './__generated__/AppLayoutQuery.graphql';

/**
 * Browser storage that belongs to the signed-in player and must not outlive the
 * session (seed 001 §4 "Logout clears user and loyalty data"): the loyalty
 * widget's state and the half-filled registration wizard.
 */
export const USER_STORAGE_KEYS = ['oddsgate.loyalty', 'oddsgate.registerWizard'] as const;

/** Asks the gateway who is signed in and updates Query.viewer, which the whole shell reads. */
export function refreshViewer(environment: Environment): Promise<unknown> {
  return fetchQuery<AppLayoutQueryType>(environment, AppLayoutQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch((error: unknown) => console.warn('viewer refresh failed', error));
}

/** Forgets the account in this tab: the viewer record (and with it everything hanging off it) and user storage. */
export function clearUserData(environment: Environment) {
  commitLocalUpdate(environment, (store) => {
    const root = store.getRoot();
    const viewer = root.getLinkedRecord('viewer');
    root.setValue(null, 'viewer');
    if (viewer) store.delete(viewer.getDataID());
  });
  for (const key of USER_STORAGE_KEYS) {
    sessionStorage.removeItem(key);
    localStorage.removeItem(key);
  }
}
