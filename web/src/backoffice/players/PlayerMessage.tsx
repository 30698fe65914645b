import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { PlayerSection } from './PlayerSection';
import type { PlayerMessageSendMutation } from './__generated__/PlayerMessageSendMutation.graphql';

const sendMutation = graphql`
  mutation PlayerMessageSendMutation($playerId: ID!, $subject: String!, $body: String!, $idempotencyKey: String!) {
    backoffice {
      messagePlayer(playerId: $playerId, subject: $subject, body: $body, idempotencyKey: $idempotencyKey) {
        __typename
        ... on PlayerMessageSent {
          messageId
          delivered
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/**
 * A private message to the player. The idempotency key belongs to the message being written: a retry
 * (a second click, a resend after a network error) carries the same key and sends nothing twice; only a
 * sent message makes room for a new key.
 */
export function PlayerMessage({ playerId }: { playerId: string }) {
  const { t } = useTranslation(['backoffice-players']);
  const [send, pending] = usePromiseMutation<PlayerMessageSendMutation>(sendMutation);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const answer = (await send({ playerId, subject: String(data.get('subject') ?? '').trim(), body: String(data.get('body') ?? '').trim(), idempotencyKey: key })).backoffice.messagePlayer;
    setFailure(failureOf(answer));
    const done = dataOf(answer);
    if (!done) return;
    setSent(done.delivered ? t('backoffice-players:message.sent') : t('backoffice-players:message.heldBack'));
    form.reset();
    setKey(crypto.randomUUID());
  };

  return (
    <PlayerSection id="message" title={t('backoffice-players:message.title')}>
      <form className="form" noValidate onSubmit={submit} aria-busy={pending}>
        <FailureText failure={failure} />
        {sent && <p role="status">{sent}</p>}
        <div className="field">
          <label className="field__label" htmlFor="player-message-subject">
            {t('backoffice-players:message.subject')}
          </label>
          <input id="player-message-subject" className="input" name="subject" maxLength={200} required onChange={() => setSent(null)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="player-message-body">
            {t('backoffice-players:message.body')}
          </label>
          <textarea id="player-message-body" className="input" name="body" rows={4} maxLength={10000} required />
        </div>
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('backoffice-players:message.send')}
        </button>
      </form>
    </PlayerSection>
  );
}
