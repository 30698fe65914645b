import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../features/shell/format';
import { failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { PlayerSection } from './PlayerSection';
import type { PlayerSessions_player$key } from './__generated__/PlayerSessions_player.graphql';
import type { PlayerSessionsEndAllMutation } from './__generated__/PlayerSessionsEndAllMutation.graphql';
import type { PlayerSessionsEndMutation } from './__generated__/PlayerSessionsEndMutation.graphql';

const sessionsFragment = graphql`
  fragment PlayerSessions_player on BackofficePlayer {
    id
    sessions {
      id
      ip
      userAgent
      startedAt
      lastSeenAt
    }
  }
`;

const endMutation = graphql`
  mutation PlayerSessionsEndMutation($playerId: ID!, $sessionId: ID!) {
    backoffice {
      endPlayerSession(playerId: $playerId, sessionId: $sessionId) {
        __typename
        ... on BackofficePlayer {
          ...PlayerProfile_player @alias(as: "profile")
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const endAllMutation = graphql`
  mutation PlayerSessionsEndAllMutation($playerId: ID!) {
    backoffice {
      endPlayerSessions(playerId: $playerId) {
        __typename
        ... on BackofficePlayer {
          ...PlayerProfile_player @alias(as: "profile")
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** Live sessions (address, browser, times); support ends one or all, and the player's page signs out at once. */
export function PlayerSessions({ player: key, mayEnd }: { player: PlayerSessions_player$key; mayEnd: boolean }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const player = useFragment(sessionsFragment, key);
  const [end, ending] = usePromiseMutation<PlayerSessionsEndMutation>(endMutation);
  const [endAll, endingAll] = usePromiseMutation<PlayerSessionsEndAllMutation>(endAllMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const pending = ending || endingAll;

  const endOne = async (sessionId: string) => {
    const answer = (await end({ playerId: player.id, sessionId })).backoffice.endPlayerSession;
    setFailure(failureOf(answer));
    setDone(answer.failure ? null : t('backoffice-players:sessions.ended'));
  };
  const endEvery = async () => {
    const answer = (await endAll({ playerId: player.id })).backoffice.endPlayerSessions;
    setFailure(failureOf(answer));
    setDone(answer.failure ? null : t('backoffice-players:sessions.allEnded'));
  };

  return (
    <PlayerSection id="sessions" title={t('backoffice-players:sessions.title')}>
      <FailureText failure={failure} />
      {done && <p role="status">{done}</p>}
      {player.sessions.length === 0 ? (
        <p>{t('backoffice-players:sessions.none')}</p>
      ) : (
        <table className="backoffice-table" aria-busy={pending}>
          <caption className="visually-hidden">{t('backoffice-players:sessions.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice-players:sessions.ip')}</th>
              <th scope="col">{t('backoffice-players:sessions.userAgent')}</th>
              <th scope="col">{t('backoffice-players:sessions.startedAt')}</th>
              <th scope="col">{t('backoffice-players:sessions.lastSeenAt')}</th>
              {mayEnd && <th scope="col">{t('backoffice-players:sessions.action')}</th>}
            </tr>
          </thead>
          <tbody>
            {player.sessions.map((session) => (
              <tr key={session.id} data-testid="player-session">
                <td>{session.ip}</td>
                <td className="player-agent">{session.userAgent}</td>
                <td>{formatDateTime(i18n.language, session.startedAt)}</td>
                <td>{formatDateTime(i18n.language, session.lastSeenAt)}</td>
                {mayEnd && (
                  <td>
                    <button type="button" className="button button--small" disabled={pending} onClick={() => void endOne(session.id)} aria-label={t('backoffice-players:sessions.endOne', { ip: session.ip })}>
                      {t('backoffice-players:sessions.end')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayEnd && player.sessions.length > 1 && (
        <button type="button" className="button" disabled={pending} onClick={() => void endEvery()}>
          {t('backoffice-players:sessions.endAll')}
        </button>
      )}
    </PlayerSection>
  );
}
