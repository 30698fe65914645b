import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import { ChatThread } from './ChatThread';
import type { ChatConsolePageQuery } from './__generated__/ChatConsolePageQuery.graphql';
import type { ChatConsolePageSubscription } from './__generated__/ChatConsolePageSubscription.graphql';
import './chat.css';

const conversationsQuery = graphql`
  query ChatConsolePageQuery {
    backoffice {
      chatConversations {
        id
        playerUserName
        unanswered
        lastMessage
        lastActivityAt
      }
    }
  }
`;

// The same fields as the list and the open conversation read: one event updates both where they stand.
const activity = graphql`
  subscription ChatConsolePageSubscription {
    backofficeChatActivity {
      id
      playerUserName
      unanswered
      lastMessage
      lastActivityAt
      messages {
        id
        body
        fromSupport
        createdAt
      }
    }
  }
`;

/** The conversation that just moved goes to the top of the list (newest activity first), a new one included. */
function bringToTop(store: RecordSourceSelectorProxy) {
  const moved = store.getRootField('backofficeChatActivity');
  const backoffice = store.getRoot().getLinkedRecord('backoffice');
  const list = backoffice?.getLinkedRecords('chatConversations');
  if (!moved || !backoffice || !list) return;
  backoffice.setLinkedRecords([moved, ...list.filter((one) => one && one.getDataID() !== moved.getDataID())], 'chatConversations');
}

/**
 * /backoffice/chat (issue 18): support's console. The open conversations, newest activity first, the
 * unanswered marked; the one chosen (?c=… in the address, so a link names it) with its messages and the
 * answer form. Visitors' messages arrive live over the back office's socket (backofficeChatActivity).
 */
export default function ChatConsolePage() {
  const { t, i18n } = useTranslation('backoffice-chat');
  const [search] = useSearchParams();
  const chosen = search.get('c');
  const { backoffice } = useLazyLoadQuery<ChatConsolePageQuery>(conversationsQuery, {}, { fetchPolicy: 'store-and-network' });
  const live = useMemo<GraphQLSubscriptionConfig<ChatConsolePageSubscription>>(() => ({ subscription: activity, variables: {}, updater: bringToTop }), []);
  useSubscription(live);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const conversations = backoffice?.chatConversations ?? [];

  return (
    <section className="page backoffice-page backoffice-chat">
      <h1>{t('title')}</h1>
      <nav className="backoffice-chat__list" aria-labelledby="chat-conversations-title">
        <h2 id="chat-conversations-title">{t('conversations')}</h2>
        {conversations.length === 0 ? (
          <p className="muted">{t('empty')}</p>
        ) : (
          <ol data-testid="chat-conversations">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <Link
                  to={`?c=${encodeURIComponent(conversation.id)}`}
                  className={conversation.unanswered ? 'backoffice-chat__item backoffice-chat__item--unanswered' : 'backoffice-chat__item'}
                  aria-current={conversation.id === chosen ? 'true' : undefined}
                  data-testid="chat-conversation"
                >
                  <span className="backoffice-chat__who">{conversation.playerUserName ?? t('anonymous')}</span>
                  {conversation.unanswered && <span className="badge backoffice-chat__unanswered">{t('unanswered')}</span>}
                  <span className="backoffice-chat__last">{conversation.lastMessage}</span>
                  <time className="muted" dateTime={conversation.lastActivityAt}>
                    {time.format(new Date(conversation.lastActivityAt))}
                  </time>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </nav>
      <div className="backoffice-chat__thread">
        {chosen ? (
          <Suspense fallback={<div className="page-skeleton" aria-busy="true" />}>
            <ChatThread id={chosen} />
          </Suspense>
        ) : (
          <p className="muted">{t('choose')}</p>
        )}
      </div>
    </section>
  );
}
