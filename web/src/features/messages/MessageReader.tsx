import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useReadMessageMutation } from '../../mutations/useReadMessageMutation';
import { useRemoveMessageMutation } from '../../mutations/useRemoveMessageMutation';
import { formatDateTime } from '../shell/format';
import { useHref, useLanguage } from '../shell/useLanguage';
import { afterRemoval, messagePath, shouldMarkRead } from './messages';
import type { MessageReaderQuery } from './__generated__/MessageReaderQuery.graphql';

export const messageReaderQuery = graphql`
  query MessageReaderQuery($legacyId: String!) {
    viewer {
      id
      message(legacyId: $legacyId) {
        ...message_shown @relay(mask: false)
      }
    }
  }
`;

/** One message, opened from the list or by its address; shown means read (seed 001 §7 "read by id"). */
export function MessageReader({ query, connectionId }: { query: PreloadedQuery<MessageReaderQuery>; connectionId: string | null }) {
  const { t } = useTranslation('messages');
  const href = useHref();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { legacyId } = query.variables;
  const data = usePreloadedQuery<MessageReaderQuery>(messageReaderQuery, query);
  const [markRead] = useReadMessageMutation();
  const [remove, removing] = useRemoveMessageMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const marked = useRef(new Set<string>());
  const message = data.viewer?.message;

  useEffect(() => {
    if (!message || !shouldMarkRead(message, marked.current)) return;
    marked.current.add(message.legacyId);
    markRead({ id: message.id }).catch((error: unknown) => console.warn('readMessage failed', error));
  }, [message, markRead]);

  if (!message) {
    return (
      <article className="message-reader" data-testid="message-reader">
        <p className="empty-state">{t('web.notFound')}</p>
        <Link to={href(messagePath())}>{t('web.back')}</Link>
      </article>
    );
  }

  const onRemove = async () => {
    setFailed(null);
    const answer = await remove({ id: message.id, connections: connectionId ? [connectionId] : [] }).catch(() => null);
    const result = answer?.removeMessage;
    if (!result || result.failure) {
      setFailed(result?.failure?.message ?? t('web.notFound'));
      return;
    }
    const next = afterRemoval(message.legacyId, legacyId);
    if (next) void navigate(href(next), { replace: true });
  };

  return (
    <article className="message-reader" data-testid="message-reader" aria-labelledby="message-subject">
      <header className="message-reader__head">
        <h2 id="message-subject">{message.subject}</h2>
        <p className="muted">
          {t('web.from', { sender: message.sender })} · {formatDateTime(lang, String(message.createdAt))}
        </p>
      </header>
      <div className="message-reader__body" data-testid="message-body">
        {message.body}
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {failed}
        </p>
      )}
      <div className="message-reader__actions">
        <Link to={href(messagePath())} className="button button--ghost message-reader__back">
          {t('web.back')}
        </Link>
        <button type="button" className="button" disabled={removing} onClick={() => void onRemove()} data-testid="message-remove">
          {removing ? t('web.removing') : t('web.remove')}
        </button>
      </div>
    </article>
  );
}
