import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../features/shell/format';
import { failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { PlayerSection } from './PlayerSection';
import type { PlayerNotes_player$key } from './__generated__/PlayerNotes_player.graphql';
import type { PlayerNotesAddMutation } from './__generated__/PlayerNotesAddMutation.graphql';

const notesFragment = graphql`
  fragment PlayerNotes_player on BackofficePlayer {
    id
    notes {
      key
      body
      author
      createdAt
    }
  }
`;

const addMutation = graphql`
  mutation PlayerNotesAddMutation($playerId: ID!, $body: String!) {
    backoffice {
      addPlayerNote(playerId: $playerId, body: $body) {
        __typename
        ... on BackofficePlayer {
          ...PlayerProfile_player @alias(as: "profile")
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** Notes by staff (author and time), newest first, and a new one. */
export function PlayerNotes({ player: key, mayNote }: { player: PlayerNotes_player$key; mayNote: boolean }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const player = useFragment(notesFragment, key);
  const [add, pending] = usePromiseMutation<PlayerNotesAddMutation>(addMutation);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const answer = (await add({ playerId: player.id, body: String(new FormData(form).get('body') ?? '').trim() })).backoffice.addPlayerNote;
    setFailure(failureOf(answer));
    if (!answer.failure) form.reset();
  };

  return (
    <PlayerSection id="notes" title={t('backoffice-players:notes.title')}>
      {player.notes.length === 0 ? (
        <p>{t('backoffice-players:notes.none')}</p>
      ) : (
        <ol className="player-notes">
          {player.notes.map((note) => (
            <li key={note.key} data-testid="player-note">
              <p>{note.body}</p>
              <small>{t('backoffice-players:notes.by', { author: note.author, when: formatDateTime(i18n.language, note.createdAt) })}</small>
            </li>
          ))}
        </ol>
      )}
      {mayNote && (
        <form className="form" noValidate onSubmit={submit} aria-busy={pending}>
          <FailureText failure={failure} />
          <div className="field">
            <label className="field__label" htmlFor="player-note-body">
              {t('backoffice-players:notes.new')}
            </label>
            <textarea id="player-note-body" className="input" name="body" rows={3} maxLength={2000} required />
          </div>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('backoffice-players:notes.add')}
          </button>
        </form>
      )}
    </PlayerSection>
  );
}
