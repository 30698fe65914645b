/** The chat panel's conversation (ChatWidget.tsx loads it on the first opening): its start, the visitor's lines and support's answers live. */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { type ChatLine as Line, subscribeToChat } from './chatSocket';
import type { ChatConversationSendMutation } from './__generated__/ChatConversationSendMutation.graphql';
import type { ChatConversationStartMutation } from './__generated__/ChatConversationStartMutation.graphql';

const start = graphql`
  mutation ChatConversationStartMutation {
    startChat {
      ... on VisitorChat {
        id
        messages {
          id
          body
          fromSupport
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const send = graphql`
  mutation ChatConversationSendMutation($body: String!) {
    sendChatMessage(body: $body) {
      ... on ChatMessage {
        id
        body
        fromSupport
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Adds lines not yet shown (a message comes back both as the send's answer and as an event). */
const merged = (lines: Line[], more: Line[]) => [...lines, ...more.filter((line) => !lines.some((shown) => shown.id === line.id))];

export default function ChatConversation() {
  const { t } = useTranslation('chat');
  const [lines, setLines] = useState<Line[]>([]);
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [startChat] = usePromiseMutation<ChatConversationStartMutation>(start);
  const [sendMessage, sending] = usePromiseMutation<ChatConversationSendMutation>(send);

  useEffect(() => {
    let mounted = true;
    startChat({}).then(
      (answer) => {
        if (!mounted) return;
        const chat = answer.startChat;
        if (!chat.messages) return setFailure(chat.message ?? t('web.failed'));
        setLines(chat.messages.map((message) => ({ ...message })));
        setReady(true);
      },
      () => mounted && setFailure(t('web.failed')),
    );
    return () => {
      mounted = false;
    };
  }, [startChat, t]);

  // Live once the chat's cookie is set (chatSocket.ts): support's answers, the visitor's lines from another tab.
  useEffect(() => (ready ? subscribeToChat((line) => setLines((shown) => merged(shown, [line]))) : undefined), [ready]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    setFailure(null);
    try {
      const answer = (await sendMessage({ body })).sendChatMessage;
      if (answer.id && answer.body !== undefined) {
        const line = { id: answer.id, body: answer.body, fromSupport: answer.fromSupport === true };
        setLines((shown) => merged(shown, [line]));
        setDraft('');
      } else setFailure(answer.message ?? t('web.failed'));
    } catch {
      setFailure(t('web.failed'));
    }
  };

  return (
    <>
      <ol className="chat-widget__lines" aria-live="polite" data-testid="chat-lines">
        {lines.length === 0 && <li className="muted">{t('web.welcome')}</li>}
        {lines.map((line) => (
          <li key={line.id} className={line.fromSupport ? 'chat-widget__line chat-widget__line--support' : 'chat-widget__line'} data-testid={line.fromSupport ? 'chat-support-line' : 'chat-own-line'}>
            <span className="chat-widget__author">{line.fromSupport ? t('web.support') : t('web.you')}</span> {line.body}
          </li>
        ))}
      </ol>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <form className="chat-widget__form" onSubmit={(event) => void onSubmit(event)}>
        <textarea aria-label={t('web.placeholder')} placeholder={t('web.placeholder')} maxLength={1000} value={draft} onChange={(event) => setDraft(event.target.value)} rows={2} />
        <button type="submit" className="button" disabled={!ready || sending}>
          {sending ? t('web.sending') : t('web.send')}
        </button>
      </form>
    </>
  );
}
