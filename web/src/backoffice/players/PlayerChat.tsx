import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatDateTime } from '../../features/shell/format';
import { PlayerSection } from './PlayerSection';
import type { PlayerChatQuery } from './__generated__/PlayerChatQuery.graphql';

const chatQuery = graphql`
  query PlayerChatQuery($playerId: String!) {
    backoffice {
      chatConversations(playerId: $playerId) {
        id
        createdAt
        messages {
          id
          body
          fromSupport
          createdAt
        }
      }
    }
  }
`;

/** The player's live-chat history (support's roles only: the chat console's data), loaded on its own so the rest of the profile does not wait. */
export function PlayerChat({ accountNumber }: { accountNumber: string }) {
  const { t } = useTranslation(['backoffice-players']);
  return (
    <PlayerSection id="chat" title={t('backoffice-players:chat.title')}>
      <Suspense fallback={<p aria-busy="true">{t('backoffice-players:loading')}</p>}>
        <ChatHistory accountNumber={accountNumber} />
      </Suspense>
    </PlayerSection>
  );
}

function ChatHistory({ accountNumber }: { accountNumber: string }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const { chatConversations } = useLazyLoadQuery<PlayerChatQuery>(chatQuery, { playerId: accountNumber }, { fetchPolicy: 'network-only' }).backoffice;
  if (chatConversations.length === 0) return <p>{t('backoffice-players:chat.none')}</p>;
  return (
    <>
      {chatConversations.map((conversation) => (
        <details key={conversation.id} className="details">
          <summary>{t('backoffice-players:chat.conversation', { when: formatDateTime(i18n.language, conversation.createdAt), count: conversation.messages.length })}</summary>
          <ol className="player-chat">
            {conversation.messages.map((message) => (
              <li key={message.id} className={message.fromSupport ? 'player-chat__support' : undefined}>
                <small>
                  {message.fromSupport ? t('backoffice-players:chat.support') : t('backoffice-players:chat.player')} · {formatDateTime(i18n.language, message.createdAt)}
                </small>
                <p>{message.body}</p>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </>
  );
}
