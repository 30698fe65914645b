/**
 * The live chat on every player page (issue 18): a button opens a panel; the visitor writes and
 * support's answers appear live. The conversation is the visitor's by an httpOnly cookie the gateway
 * sets on startChat; text is shown as text, never as HTML. When a third-party chat is configured
 * (thirdParty.ts) its script is loaded instead and this widget stays away.
 */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { type ChatLine as Line, subscribeToChat } from './chatSocket';
import { loadThirdPartyChat, thirdPartyChat } from './thirdParty';
import { useHydrated } from '../../ssr/useHydrated';
import type { ChatWidgetSendMutation } from './__generated__/ChatWidgetSendMutation.graphql';
import type { ChatWidgetStartMutation } from './__generated__/ChatWidgetStartMutation.graphql';

const start = graphql`
  mutation ChatWidgetStartMutation {
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
  mutation ChatWidgetSendMutation($body: String!) {
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

export function ChatWidget() {
  // Which chat the page names (its meta tags) is the browser's to read: the widget comes after a server
  // render is taken over (issue 24).
  const hydrated = useHydrated();
  const third = useMemo(() => (hydrated ? thirdPartyChat() : null), [hydrated]);
  useEffect(() => {
    if (third) loadThirdPartyChat(third);
  }, [third]);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('chat');
  if (third || !hydrated) return null;
  return (
    <div className="chat-widget">
      {open ? (
        <section className="chat-widget__panel" aria-label={t('web.title')} data-testid="chat-panel">
          <header className="chat-widget__header">
            <h2>{t('web.title')}</h2>
            <button type="button" className="chat-widget__close" aria-label={t('web.close')} onClick={() => setOpen(false)}>
              ×
            </button>
          </header>
          <Conversation />
        </section>
      ) : (
        <button type="button" className="chat-widget__open button" onClick={() => setOpen(true)} data-testid="chat-open">
          {t('web.open')}
        </button>
      )}
    </div>
  );
}

function Conversation() {
  const { t } = useTranslation('chat');
  const [lines, setLines] = useState<Line[]>([]);
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [startChat] = usePromiseMutation<ChatWidgetStartMutation>(start);
  const [sendMessage, sending] = usePromiseMutation<ChatWidgetSendMutation>(send);

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
