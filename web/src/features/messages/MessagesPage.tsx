import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { RequireViewer } from '../account/RequireViewer';
import { PageSkeleton } from '../shell/AppLayout';
import { MessageList } from './MessageList';
import { MessageReader } from './MessageReader';
import { messageIdOf } from './messages';
import type { MessageReaderQuery } from './__generated__/MessageReaderQuery.graphql';
import type { MessagesPageQuery } from './__generated__/MessagesPageQuery.graphql';
import '../../styles/messages.css';

export const messagesPageQuery = graphql`
  query MessagesPageQuery($count: Int!) {
    ...MessageList_query @arguments(count: $count)
  }
`;

/**
 * /{lang}/user/privateMessage/{messageId?} (seed 001 §2): the list and, with an id, the message open
 * beside it (below it on a phone). The bottom navigation is hidden here (AppLayout).
 */
export default function MessagesPage({ list, reader }: Prepared) {
  const { t } = useTranslation('messages');
  const { messageId } = useParams();
  const openId = messageIdOf(messageId);
  return (
    <section className={`page account-page messages-page${openId ? ' messages-page--reading' : ''}`} data-testid="messages-page">
      <h1>{t('web.title')}</h1>
      <RequireViewer>
        {(viewer) => (
          <Suspense fallback={<PageSkeleton />}>
            <MessagesContent key={viewer.id} openId={openId} list={list} reader={reader} />
          </Suspense>
        )}
      </RequireViewer>
    </section>
  );
}

/** What the route prepared (messages/preload.ts): the list, and the message the address opens. */
interface Prepared {
  list: PreloadedQuery<MessagesPageQuery>;
  reader: PreloadedQuery<MessageReaderQuery> | null;
}

function MessagesContent({ openId, list, reader }: Prepared & { openId: string | null }) {
  const { t } = useTranslation('messages');
  const data = usePreloadedQuery<MessagesPageQuery>(messagesPageQuery, list);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const onConnection = useCallback((id: string) => setConnectionId(id), []);
  return (
    <div className="messages-page__grid">
      <MessageList query={data} openId={openId} onConnection={onConnection} />
      <div className="messages-page__reader">
        {reader ? (
          <Suspense fallback={<PageSkeleton />}>
            <MessageReader key={openId} query={reader} connectionId={connectionId} />
          </Suspense>
        ) : (
          <p className="empty-state messages-page__pick">{t('web.pick')}</p>
        )}
      </div>
    </div>
  );
}
