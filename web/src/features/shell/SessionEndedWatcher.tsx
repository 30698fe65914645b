import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useSignOutTab } from './useSignOut';
import { useLingeringViewer } from './lingeringViewer';
import { subscribeAsViewer } from './viewerSocket';
import type { SessionEndedWatcherSubscription$data } from './__generated__/SessionEndedWatcherSubscription.graphql';

export const sessionEndedWatcherSubscription = graphql`
  subscription SessionEndedWatcherSubscription {
    sessionEnded {
      __typename
      ... on SessionEnded {
        reason
      }
    }
  }
`;

/**
 * Issue 18: support ended this tab's session (or locked the account). The gateway tells only the page
 * whose own session ended; it signs out at once, without a reload, and says why (the notice
 * ResponsibleWatcher shows for every signed-out tab).
 */
export function SessionEndedWatcher() {
  const listening = useLingeringViewer();
  const environment = useRelayEnvironment();
  const signOutTab = useSignOutTab();
  // A new key for each sign-in: the subscription starts over on that session's socket.
  const viewerId = listening?.id;
  const key = listening?.key;
  useEffect(() => {
    if (!viewerId || !key) return undefined;
    return subscribeAsViewer<SessionEndedWatcherSubscription$data>(environment, viewerId, sessionEndedWatcherSubscription, ({ sessionEnded: event }) => {
      // An AuthError member (the session ended before the socket listened) carries no reason.
      if (!('reason' in event) || event.reason === undefined) return;
      void signOutTab({ change: event.reason === 'LOCKED' ? 'ACCOUNT_LOCKED' : 'SESSION_ENDED', until: null });
    });
  }, [environment, viewerId, key, signOutTab]);
  return null;
}
