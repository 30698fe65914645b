import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import type { ChatThreadAnswerMutation, ChatThreadAnswerMutation$data } from './__generated__/ChatThreadAnswerMutation.graphql';
import type { ChatThreadQuery } from './__generated__/ChatThreadQuery.graphql';

const threadQuery = graphql`
  query ChatThreadQuery($id: ID!) {
    backoffice {
      chatConversation(id: $id) {
        id
        playerId
        playerUserName
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

const answerMutation = graphql`
  mutation ChatThreadAnswerMutation($conversationId: ID!, $body: String!) {
    backoffice {
      answerChat(conversationId: $conversationId, body: $body) {
        __typename
        ... on ChatMessage {
          id
          body
          fromSupport
          createdAt
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** One conversation: its messages, oldest first, and support's answer form. */
export function ChatThread({ id }: { id: string }) {
  const { t, i18n } = useTranslation('backoffice-chat');
  const { backoffice } = useLazyLoadQuery<ChatThreadQuery>(threadQuery, { id }, { fetchPolicy: 'store-and-network' });
  const conversation = backoffice?.chatConversation;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  if (!conversation) return <p role="alert">{t('notFound')}</p>;
  const who = conversation.playerUserName ? t('player', { name: conversation.playerUserName, id: conversation.playerId }) : t('anonymous');

  return (
    <article aria-labelledby="chat-thread-title" data-testid="chat-thread">
      <h2 id="chat-thread-title">{who}</h2>
      <ol className="backoffice-chat__messages" aria-live="polite" data-testid="chat-messages">
        {conversation.messages.map((message) => (
          <li key={message.id} className={message.fromSupport ? 'backoffice-chat__message backoffice-chat__message--support' : 'backoffice-chat__message'} data-testid={message.fromSupport ? 'chat-support-message' : 'chat-visitor-message'}>
            <span className="backoffice-chat__author">{message.fromSupport ? t('support') : t('visitor')}</span>{' '}
            <time className="muted" dateTime={message.createdAt}>
              {time.format(new Date(message.createdAt))}
            </time>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
      <AnswerForm conversationId={conversation.id} />
    </article>
  );
}

/** The answer joins the conversation's messages as soon as it is accepted (the live event confirms it). */
function appendAnswer(conversationId: string) {
  return (store: RecordSourceSelectorProxy, data: ChatThreadAnswerMutation$data | null | undefined) => {
    const answerId = data?.backoffice.answerChat.id;
    const conversation = store.get(conversationId);
    const answer = answerId ? store.get(answerId) : null;
    const messages = conversation?.getLinkedRecords('messages');
    if (!conversation || !answer || !messages || messages.some((one) => one?.getDataID() === answerId)) return;
    conversation.setLinkedRecords([...messages, answer], 'messages');
    conversation.setValue(false, 'unanswered');
  };
}

function AnswerForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('backoffice-chat');
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [answer, pending] = usePromiseMutation<ChatThreadAnswerMutation>(answerMutation, appendAnswer(conversationId));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const result = (await answer({ conversationId, body: draft })).backoffice.answerChat;
      setFailure(failureOf(result));
      if (dataOf(result)) setDraft('');
    } catch {
      setFailure({ code: null, message: t('failed'), fields: [], retryAfterSeconds: null });
    }
  };

  return (
    <form className="form backoffice-chat__answer" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      {failure && (
        <div className="form-status form-status--error" role="alert">
          <p>{failure.fields[0]?.message ?? failure.message}</p>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor="chat-answer">
          {t('answer')}
        </label>
        <textarea id="chat-answer" className="input" rows={3} maxLength={1000} value={draft} onChange={(event) => setDraft(event.target.value)} />
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
