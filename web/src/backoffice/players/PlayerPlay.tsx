import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import { PlayerSection } from './PlayerSection';
import type { PlayerPlay_player$key } from './__generated__/PlayerPlay_player.graphql';

const playFragment = graphql`
  fragment PlayerPlay_player on BackofficePlayer {
    tickets {
      ticketNumber
      betType
      status
      outcome
      stake {
        amount
        currency
      }
      returned {
        amount
        currency
      }
      placedAt
    }
    casinoRounds {
      key
      game
      provider
      stake {
        amount
        currency
      }
      win {
        amount
        currency
      }
      status
      startedAt
    }
  }
`;

/** The newest tickets and casino rounds. */
export function PlayerPlay({ player: key }: { player: PlayerPlay_player$key }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const { tickets, casinoRounds } = useFragment(playFragment, key);
  const lang = i18n.language;
  const money = (value: { amount: string; currency: string } | null | undefined) => (value ? formatMoney(lang, value.amount, value.currency) : '—');
  return (
    <PlayerSection id="play" title={t('backoffice-players:play.title')}>
      <h3>{t('backoffice-players:play.tickets')}</h3>
      {tickets.length === 0 ? (
        <p>{t('backoffice-players:none')}</p>
      ) : (
        <table className="backoffice-table">
          <caption className="visually-hidden">{t('backoffice-players:play.tickets')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice-players:when')}</th>
              <th scope="col">{t('backoffice-players:play.ticket')}</th>
              <th scope="col">{t('backoffice-players:play.stake')}</th>
              <th scope="col">{t('backoffice-players:play.returned')}</th>
              <th scope="col">{t('backoffice-players:play.status')}</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.ticketNumber}>
                <td>{formatDateTime(lang, ticket.placedAt)}</td>
                <td>
                  {ticket.ticketNumber} · {ticket.betType}
                </td>
                <td>{money(ticket.stake)}</td>
                <td>{money(ticket.returned)}</td>
                <td>{ticket.outcome ?? ticket.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('backoffice-players:play.rounds')}</h3>
      {casinoRounds.length === 0 ? (
        <p>{t('backoffice-players:none')}</p>
      ) : (
        <table className="backoffice-table">
          <caption className="visually-hidden">{t('backoffice-players:play.rounds')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice-players:when')}</th>
              <th scope="col">{t('backoffice-players:play.game')}</th>
              <th scope="col">{t('backoffice-players:play.stake')}</th>
              <th scope="col">{t('backoffice-players:play.win')}</th>
              <th scope="col">{t('backoffice-players:play.status')}</th>
            </tr>
          </thead>
          <tbody>
            {casinoRounds.map((round) => (
              <tr key={round.key}>
                <td>{formatDateTime(lang, round.startedAt)}</td>
                <td>
                  {round.game} · {round.provider}
                </td>
                <td>{money(round.stake)}</td>
                <td>{money(round.win)}</td>
                <td>{round.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PlayerSection>
  );
}
