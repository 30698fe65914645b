import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useModal } from '../modals/ModalContext';
import { useClientConfig } from '../shell/ClientConfigContext';
import { isZeroAmount } from '../shell/format';
import { announceSignIn } from '../shell/signInNotice';
import type { useAfterSignInQuery } from './__generated__/useAfterSignInQuery.graphql';

/** The viewer as the gateway now sees it (its session cookie is set) and where the visitor is. */
const afterSignInQuery = graphql`
  query useAfterSignInQuery {
    viewer {
      ...ViewerContext_viewer
      balance {
        amount
      }
      previousSignInAt
    }
    visitor {
      isAustralia
    }
  }
`;

/**
 * Seed 000 §4 Login step 6, once the account is signed in: refresh the viewer,
 * close the auth modal, then the lowBalance prompt for an empty balance (where
 * enabled) and the Australian disclaimer, and the previous sign-in notice.
 */
export function useAfterSignIn() {
  const environment = useRelayEnvironment();
  const { push } = useModal();
  const { features } = useClientConfig();
  return useCallback(
    async (closeAuth: () => void) => {
      const data = await fetchQuery<useAfterSignInQuery>(environment, afterSignInQuery, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch((error: unknown) => {
          console.warn('viewer refresh after sign-in failed', error);
          return null;
        });
      closeAuth();
      const viewer = data?.viewer;
      if (!viewer) return;
      announceSignIn(viewer.previousSignInAt ?? null);
      // Pushed in this order the disclaimer is read first, the deposit prompt after it.
      if (isZeroAmount(viewer.balance.amount) && features.lowBalanceModal && features.deposit) push('lowBalance');
      if (data.visitor.isAustralia) push('australianIPDisclaimer');
    },
    [environment, push, features],
  );
}
