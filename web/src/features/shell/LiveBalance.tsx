import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { subscribeAsViewer } from './viewerSocket';

/**
 * The balance fields every view of the viewer shows: the header's (balance_viewer, the one a money
 * mutation answers too) and the cashier's summary (BalanceSummary_viewer). The event's viewer is the
 * same record, so Relay updates them all.
 */
export const liveBalanceSubscription = graphql`
  subscription LiveBalanceSubscription {
    balanceChanged {
      __typename
      ... on BalanceChanged {
        currency
        viewer {
          ...balance_viewer @relay(mask: false)
          ...BalanceSummary_viewer
        }
      }
    }
  }
`;

/** The same fields read once: what the balance became before the subscription listened. */
const liveBalanceQuery = graphql`
  query LiveBalanceQuery {
    viewer {
      ...balance_viewer @relay(mask: false)
      ...BalanceSummary_viewer
    }
  }
`;

/**
 * The header balance follows every movement of the player's money as it
 * happens (a payment page paid in another tab, a bet, an operator's decision).
 * Rendered only while signed in: it subscribes with the viewer and ends the
 * subscription when they sign out.
 */
export function LiveBalance({ viewerId }: { viewerId: string }) {
  const environment = useRelayEnvironment();
  useEffect(
    () =>
      // This component and graphql-ws load after the page (Header.tsx): a bet settled or a payment made
      // in between sent its event to no one, so once the subscription is sent the balance is read again
      // (backoffice-trading-corrections: a balance settled right after sign-in).
      subscribeAsViewer(environment, viewerId, liveBalanceSubscription, undefined, () => {
        fetchQuery(environment, liveBalanceQuery, {}, { fetchPolicy: 'network-only' }).subscribe({ error: (error: Error) => console.warn('LiveBalanceQuery failed', error) });
      }),
    [environment, viewerId],
  );
  return null;
}
