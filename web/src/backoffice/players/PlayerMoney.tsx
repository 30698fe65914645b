import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import { PlayerSection } from './PlayerSection';
import type { PlayerMoney_player$key } from './__generated__/PlayerMoney_player.graphql';

const moneyFragment = graphql`
  fragment PlayerMoney_player on BackofficePlayer {
    balances {
      cash {
        amount
        currency
      }
      bonus {
        amount
        currency
      }
      reserved {
        amount
        currency
      }
    }
    transactions {
      id
      typeText
      statusText
      methodName
      amount {
        amount
        currency
      }
      createdAt
    }
  }
`;

/** Balances per currency and the newest transactions. */
export function PlayerMoney({ player: key }: { player: PlayerMoney_player$key }) {
  const { t, i18n } = useTranslation(['backoffice-players']);
  const { balances, transactions } = useFragment(moneyFragment, key);
  const lang = i18n.language;
  return (
    <PlayerSection id="money" title={t('backoffice-players:money.title')}>
      {balances.length === 0 ? (
        <p>{t('backoffice-players:money.noBalance')}</p>
      ) : (
        <dl className="player-facts">
          {balances.map((balance) => (
            <div key={balance.cash.currency}>
              <dt>{t('backoffice-players:money.cash', { currency: balance.cash.currency })}</dt>
              <dd data-testid="player-cash">{formatMoney(lang, balance.cash.amount, balance.cash.currency)}</dd>
              <dt>{t('backoffice-players:money.bonus')}</dt>
              <dd>{formatMoney(lang, balance.bonus.amount, balance.bonus.currency)}</dd>
              <dt>{t('backoffice-players:money.reserved')}</dt>
              <dd>{formatMoney(lang, balance.reserved.amount, balance.reserved.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3>{t('backoffice-players:money.transactions')}</h3>
      {transactions.length === 0 ? (
        <p>{t('backoffice-players:none')}</p>
      ) : (
        <table className="backoffice-table">
          <caption className="visually-hidden">{t('backoffice-players:money.transactions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice-players:when')}</th>
              <th scope="col">{t('backoffice-players:money.type')}</th>
              <th scope="col">{t('backoffice-players:money.method')}</th>
              <th scope="col">{t('backoffice-players:money.amount')}</th>
              <th scope="col">{t('backoffice-players:money.status')}</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((tx) => (
              <tr key={tx.id}>
                <td>{formatDateTime(lang, tx.createdAt)}</td>
                <td>{tx.typeText}</td>
                <td>{tx.methodName ?? '—'}</td>
                <td>{formatMoney(lang, tx.amount.amount, tx.amount.currency)}</td>
                <td>{tx.statusText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PlayerSection>
  );
}
