import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { mayCall } from '../../../../rules/backoffice';
import { formatDateTime } from '../../features/shell/format';
import { useStaff } from '../StaffContext';
import { PlayerAccount } from './PlayerAccount';
import { PlayerChat } from './PlayerChat';
import { PlayerMessage } from './PlayerMessage';
import { PlayerMoney } from './PlayerMoney';
import { PlayerNotes } from './PlayerNotes';
import { PlayerPlay } from './PlayerPlay';
import { PlayerResponsible } from './PlayerResponsible';
import { PlayerRisk } from './PlayerRisk';
import { PlayerSessions } from './PlayerSessions';
import { PlayerTags } from './PlayerTags';
import type { PlayerProfile_player$key } from './__generated__/PlayerProfile_player.graphql';
import type { PlayerProfileQuery } from './__generated__/PlayerProfileQuery.graphql';

const profileQuery = graphql`
  query PlayerProfileQuery($id: ID!) {
    backoffice {
      player(id: $id) {
        ...PlayerProfile_player
      }
    }
  }
`;

/**
 * Every section of the profile; each action's answer spreads it, so whatever an action changed (a
 * session gone, a tag, the lock) shows from the answer alone.
 */
export const profileFragment = graphql`
  fragment PlayerProfile_player on BackofficePlayer {
    id
    accountNumber
    userName
    email
    name
    countryCode
    currency
    locked
    twoFactorEnabled
    emailVerified
    createdAt
    lastSignInAt
    ...PlayerMoney_player
    ...PlayerPlay_player
    ...PlayerSessions_player
    ...PlayerResponsible_player
    ...PlayerNotes_player
    ...PlayerTags_player
    ...PlayerAccount_player
  }
`;

/** A player's profile: who they are, then one small section per concern, each shown to the roles that may act on it. */
export default function PlayerProfile() {
  const { t } = useTranslation(['backoffice-players']);
  const { id = '' } = useParams();
  const { player } = useLazyLoadQuery<PlayerProfileQuery>(profileQuery, { id }, { fetchPolicy: 'network-only' }).backoffice;
  if (!player) {
    return (
      <section className="page backoffice-page">
        <h1>{t('backoffice-players:profile.notFound')}</h1>
        <Link to="..">{t('backoffice-players:profile.back')}</Link>
      </section>
    );
  }
  return <Profile player={player} />;
}

function Profile({ player: key }: { player: PlayerProfile_player$key }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const staff = useStaff();
  const player = useFragment(profileFragment, key);
  const may = (operation: Parameters<typeof mayCall>[1]) => mayCall(staff.roles, operation);
  return (
    <section className="page backoffice-page player-profile" aria-labelledby="player-title">
      <p>
        <Link to="..">{t('backoffice-players:profile.back')}</Link>
      </p>
      <h1 id="player-title">
        {player.userName} {player.locked && <span className="player-badge player-badge--locked">{t('backoffice-players:player.locked')}</span>}
      </h1>
      <dl className="player-facts">
        <dt>{t('backoffice-players:player.accountNumber')}</dt>
        <dd>{player.accountNumber}</dd>
        <dt>{t('backoffice-players:player.email')}</dt>
        <dd>
          {player.email} {player.emailVerified ? '' : `(${t('backoffice-players:player.unverified')})`}
        </dd>
        <dt>{t('backoffice-players:player.name')}</dt>
        <dd>{player.name || '—'}</dd>
        <dt>{t('backoffice-players:player.country')}</dt>
        <dd>{player.countryCode}</dd>
        <dt>{t('backoffice-players:player.twoFactor')}</dt>
        <dd>{player.twoFactorEnabled ? t('backoffice-players:player.on') : t('backoffice-players:player.off')}</dd>
        <dt>{t('backoffice-players:player.createdAt')}</dt>
        <dd>{formatDateTime(i18n.language, player.createdAt)}</dd>
        <dt>{t('backoffice-players:player.lastSignInAt')}</dt>
        <dd>{player.lastSignInAt ? formatDateTime(i18n.language, player.lastSignInAt) : '—'}</dd>
      </dl>
      <div className="player-sections">
        <PlayerSessions player={player} mayEnd={may('players.sessions.end')} />
        <PlayerMoney player={player} />
        <PlayerPlay player={player} />
        <PlayerResponsible player={player} />
        <PlayerTags player={player} mayTag={may('players.tag')} />
        <PlayerNotes player={player} mayNote={may('players.note')} />
        {(may('players.lock') || may('players.twoFactor.reset')) && <PlayerAccount player={player} mayLock={may('players.lock')} mayReset={may('players.twoFactor.reset')} />}
        {may('players.message') && <PlayerMessage playerId={player.id} />}
        {may('chat.read') && <PlayerChat accountNumber={player.accountNumber} />}
        {may('trading.risk.read') && <PlayerRisk playerId={player.id} maySet={may('trading.risk')} />}
      </div>
    </section>
  );
}
