import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { PlayerSection } from './PlayerSection';
import type { PlayerAccount_player$key } from './__generated__/PlayerAccount_player.graphql';
import type { PlayerAccountLockMutation } from './__generated__/PlayerAccountLockMutation.graphql';
import type { PlayerAccountResetMutation } from './__generated__/PlayerAccountResetMutation.graphql';

const accountFragment = graphql`
  fragment PlayerAccount_player on BackofficePlayer {
    id
    locked
    twoFactorEnabled
  }
`;

const lockMutation = graphql`
  mutation PlayerAccountLockMutation($playerId: ID!, $locked: Boolean!, $reason: String!) {
    backoffice {
      setPlayerLocked(playerId: $playerId, locked: $locked, reason: $reason) {
        __typename
        ... on BackofficePlayer {
          ...PlayerProfile_player @alias(as: "profile")
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const resetMutation = graphql`
  mutation PlayerAccountResetMutation($playerId: ID!, $reason: String!) {
    backoffice {
      resetPlayerTwoFactor(playerId: $playerId, reason: $reason) {
        __typename
        ... on BackofficePlayer {
          ...PlayerProfile_player @alias(as: "profile")
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const reasonOf = (form: HTMLFormElement) => String(new FormData(form).get('reason') ?? '').trim();

/** Lock or unlock (locking ends every session) and reset two-factor: each with a reason for the audit log. */
export function PlayerAccount({ player: key, mayLock, mayReset }: { player: PlayerAccount_player$key; mayLock: boolean; mayReset: boolean }) {
  const { t } = useTranslation(['backoffice-players']);
  const player = useFragment(accountFragment, key);
  const [lock, locking] = usePromiseMutation<PlayerAccountLockMutation>(lockMutation);
  const [reset, resetting] = usePromiseMutation<PlayerAccountResetMutation>(resetMutation);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submitLock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const answer = (await lock({ playerId: player.id, locked: !player.locked, reason: reasonOf(form) })).backoffice.setPlayerLocked;
    setFailure(failureOf(answer));
    if (!answer.failure) form.reset();
  };
  const submitReset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const answer = (await reset({ playerId: player.id, reason: reasonOf(form) })).backoffice.resetPlayerTwoFactor;
    setFailure(failureOf(answer));
    if (!answer.failure) form.reset();
  };

  return (
    <PlayerSection id="account" title={t('backoffice-players:account.title')}>
      <FailureText failure={failure} />
      {mayLock && (
        <form className="form" noValidate onSubmit={submitLock} aria-busy={locking}>
          <div className="field">
            <label className="field__label" htmlFor="player-lock-reason">
              {player.locked ? t('backoffice-players:account.unlockReason') : t('backoffice-players:account.lockReason')}
            </label>
            <input id="player-lock-reason" className="input" name="reason" maxLength={500} required />
          </div>
          <button type="submit" className="button" disabled={locking}>
            {player.locked ? t('backoffice-players:account.unlock') : t('backoffice-players:account.lock')}
          </button>
        </form>
      )}
      {mayReset && player.twoFactorEnabled && (
        <form className="form" noValidate onSubmit={submitReset} aria-busy={resetting}>
          <div className="field">
            <label className="field__label" htmlFor="player-reset-reason">
              {t('backoffice-players:account.resetReason')}
            </label>
            <input id="player-reset-reason" className="input" name="reason" maxLength={500} required />
          </div>
          <button type="submit" className="button" disabled={resetting}>
            {t('backoffice-players:account.reset')}
          </button>
        </form>
      )}
    </PlayerSection>
  );
}
