import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { PlayerSection } from './PlayerSection';
import type { PlayerTags_player$key } from './__generated__/PlayerTags_player.graphql';
import type { PlayerTag, PlayerTagsSetMutation } from './__generated__/PlayerTagsSetMutation.graphql';

const tagsFragment = graphql`
  fragment PlayerTags_player on BackofficePlayer {
    id
    tags
  }
`;

const setMutation = graphql`
  mutation PlayerTagsSetMutation($playerId: ID!, $tags: [PlayerTag!]!) {
    backoffice {
      setPlayerTags(playerId: $playerId, tags: $tags) {
        __typename
        ... on BackofficePlayer {
          ...PlayerProfile_player @alias(as: "profile")
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** The schema's fixed tags (rules/player-tags.ts), in the order the boxes show them. */
const TAGS: readonly PlayerTag[] = ['VIP', 'BONUS_ABUSER', 'SHARP'];

/** Tags (VIP, bonus abuser, sharp): shown to all, changed by the roles that may. */
export function PlayerTags({ player: key, mayTag }: { player: PlayerTags_player$key; mayTag: boolean }) {
  const { t } = useTranslation(['backoffice-players']);
  const player = useFragment(tagsFragment, key);
  const [save, pending] = usePromiseMutation<PlayerTagsSetMutation>(setMutation);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tags = new FormData(event.currentTarget).getAll('tags').map(String) as PlayerTag[];
    setFailure(failureOf((await save({ playerId: player.id, tags })).backoffice.setPlayerTags));
  };

  return (
    <PlayerSection id="tags" title={t('backoffice-players:tags.title')}>
      <p data-testid="player-tag-list">{player.tags.length ? player.tags.map((tag) => t(`backoffice-players:tags.${tag}`)).join(', ') : t('backoffice-players:tags.none')}</p>
      {mayTag && (
        <form className="form" noValidate onSubmit={submit} aria-busy={pending}>
          <FailureText failure={failure} />
          <fieldset className="field field--group">
            <legend className="field__label">{t('backoffice-players:tags.choose')}</legend>
            {TAGS.map((tag) => (
              <label key={`${tag}-${player.tags.join()}`} className="checkbox" htmlFor={`player-tag-${tag}`}>
                <input id={`player-tag-${tag}`} type="checkbox" name="tags" value={tag} defaultChecked={player.tags.includes(tag)} /> {t(`backoffice-players:tags.${tag}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('backoffice-players:tags.save')}
          </button>
        </form>
      )}
    </PlayerSection>
  );
}
