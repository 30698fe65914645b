import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { RequireViewer } from '../account/RequireViewer';
import { PageSkeleton } from '../shell/AppLayout';
import { MessageList } from './MessageList';
import { MessageReader } from './MessageReader';
import { MESSAGE_PAGE, messageIdOf } from './messages';
import type { MessagesPageQuery } from './__generated__/MessagesPageQuery.graphql';
import '../../styles/messages.css';

export const messagesPageQuery = graphql`
  query MessagesPageQuery($count: Int!) {
    ...MessageList_query @arguments(count: $count)
  }
`;

export const messagesPageVariables = { count: MESSAGE_PAGE };

/**
 * /{lang}/user/privateMessage/{messageId?} (seed 001 §2): the list and, with an id, the message open
 * beside it (below it on a phone). The bottom navigation is hidden here (AppLayout).
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { messageId } = useParams();
  const openId = messageIdOf(messageId);
  return (
    <section className={`page account-page messages-page${openId ? ' messages-page--reading' : ''}`} data-testid="messages-page">
      <h1>{t('web.title')}</h1>
      <RequireViewer>
        {(viewer) => (
          <Suspense fallback={<PageSkeleton />}>
            <MessagesContent key={viewer.id} openId={openId} />
          </Suspense>
        )}
      </RequireViewer>
    </section>
  );
}

function MessagesContent({ openId }: { openId: string | null }) {
  const { t } = useTranslation('messages');
  const data = useLazyLoadQuery<MessagesPageQuery>(messagesPageQuery, messagesPageVariables, { fetchPolicy: 'store-and-network' });
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const onConnection = useCallback((id: string) => setConnectionId(id), []);
  return (
    <div className="messages-page__grid">
      <MessageList query={data} openId={openId} onConnection={onConnection} />
      <div className="messages-page__reader">
        {openId ? (
          <Suspense fallback={<PageSkeleton />}>
            <MessageReader key={openId} legacyId={openId} connectionId={connectionId} />
          </Suspense>
        ) : (
          <p className="empty-state messages-page__pick">{t('web.pick')}</p>
        )}
      </div>
    </div>
  );
}
