import { useEffect, useRef, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { Link } from 'react-router-dom';
import { ShowMore } from '../history/HistoryList';
import { formatDateTime } from '../shell/format';
import { useHref, useLanguage } from '../shell/useLanguage';
import { excerpt, MESSAGE_PAGE, messagePath } from './messages';
import type { MessageList_query$key } from './__generated__/MessageList_query.graphql';

const fragment = graphql`
  fragment MessageList_query on Query @refetchable(queryName: "MessageListPaginationQuery") @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    viewer {
      id
      unreadMessageCount
      messages(first: $count, after: $cursor) @connection(key: "MessageList_messages") {
        totalCount
        edges {
          node {
            ...message_shown @relay(mask: false)
          }
        }
      }
    }
  }
`;

/** The viewer's messages, newest first, 20 at a time; the open one marked, unread ones bold. */
export function MessageList({ query, openId, onConnection }: { query: MessageList_query$key; openId: string | null; onConnection: (id: string) => void }) {
  const { t } = useTranslation('messages');
  const href = useHref();
  const lang = useLanguage();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const messages = data.viewer?.messages;
  // The list's connection in the store, for removeMessage's @deleteEdge.
  const viewerId = data.viewer?.id;
  const connectionId = viewerId ? ConnectionHandler.getConnectionID(viewerId, 'MessageList_messages') : null;
  useEffect(() => {
    if (connectionId) onConnection(connectionId);
  }, [connectionId, onConnection]);

  // A message that arrives while the page is open raises the live count: the list fetches its first page again.
  const unread = data.viewer?.unreadMessageCount ?? 0;
  const seen = useRef(unread);
  useEffect(() => {
    if (unread > seen.current) startTransition(() => {
        refetch({ count: MESSAGE_PAGE }, { fetchPolicy: 'network-only' });
      });
    seen.current = unread;
  }, [unread, refetch]);

  if (!messages || messages.edges.length === 0) return <p className="empty-state" data-testid="messages-empty">{t('web.empty')}</p>;
  return (
    <div className="message-list">
      <p className="muted message-list__totals" data-testid="messages-totals">
        {/* The viewer's live count (reading, removing, a message arriving), not the count the page was loaded with. */}
        {t('web.total', { count: messages.totalCount })} · {t('web.unreadCount', { count: unread })}
      </p>
      <ul aria-label={t('web.listLabel')} data-testid="message-list">
        {messages.edges.map(({ node }) => (
          <li key={node.id}>
            <Link
              to={href(messagePath(node.legacyId))}
              className={`message-list__item${node.read ? '' : ' message-list__item--unread'}${node.legacyId === openId ? ' message-list__item--open' : ''}`}
              aria-current={node.legacyId === openId ? 'page' : undefined}
              data-testid="message-item"
              data-read={node.read}
            >
              <span className="message-list__subject">
                {!node.read && <span className="message-list__dot" aria-label={t('web.unread')} />}
                {node.subject}
              </span>
              <span className="message-list__meta muted">
                {node.sender} · {formatDateTime(lang, String(node.createdAt))}
              </span>
              <span className="message-list__excerpt muted">{excerpt(node.body)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ShowMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(MESSAGE_PAGE)} more={t('web.loadMore')} loading={t('web.loading')} />
    </div>
  );
}
