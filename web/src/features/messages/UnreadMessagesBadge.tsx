import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useHref } from '../shell/useLanguage';
import { subscribeAsViewer } from '../shell/viewerSocket';
import { badgeText, messagePath } from './messages';
import type { UnreadMessagesBadgeQuery } from './__generated__/UnreadMessagesBadgeQuery.graphql';
import '../../styles/messages.css';

const query = graphql`
  query UnreadMessagesBadgeQuery {
    viewer {
      id
      unreadMessageCount
    }
  }
`;

/**
 * The viewer's record with its new count, written into the store: this badge, the page's list and any
 * other view of viewer.unreadMessageCount follow a message arriving or being read in another tab.
 */
const subscription = graphql`
  subscription UnreadMessagesBadgeSubscription {
    unreadMessagesChanged {
      __typename
      ... on UnreadMessagesChanged {
        viewer {
          id
          unreadMessageCount
        }
      }
    }
  }
`;

/** The header's envelope with the unread private messages (issue 8: "unread count live in the header"). */
export function UnreadMessagesBadge({ viewerId }: { viewerId: string }) {
  return (
    // No fallback: the envelope needs the messages strings too, and the header must never wait for them.
    <Suspense fallback={null}>
      <LiveBadge viewerId={viewerId} />
    </Suspense>
  );
}

function LiveBadge({ viewerId }: { viewerId: string }) {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<UnreadMessagesBadgeQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  // Counted again once the subscription is sent (and after a reconnection): a message arriving while this
  // badge and graphql-ws loaded, or while the socket was down, sent its event to no one.
  useEffect(
    () =>
      subscribeAsViewer(environment, viewerId, subscription, undefined, () => {
        fetchQuery(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({ error: (error: Error) => console.warn('UnreadMessagesBadgeQuery failed', error) });
      }),
    [environment, viewerId],
  );
  return <Envelope count={data.viewer?.unreadMessageCount ?? 0} />;
}

function Envelope({ count }: { count: number }) {
  const { t } = useTranslation('messages');
  const href = useHref();
  const text = badgeText(count);
  return (
    <Link to={href(messagePath())} className="icon-button messages-badge" aria-label={t('web.badgeLabel', { count })} data-testid="messages-badge">
      <svg className="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 6h18v12H3zM3 7l9 6 9-6" />
      </svg>
      <span className="badge messages-badge__count" data-testid="unread-messages" data-count={count} hidden={text === ''}>
        {text}
      </span>
    </Link>
  );
}
