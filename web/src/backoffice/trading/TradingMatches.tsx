import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../../features/shell/format';
import { tradingMatchPath } from '../paths';
import type { TradingMatchesQuery } from './__generated__/TradingMatchesQuery.graphql';

const matchesQuery = graphql`
  query TradingMatchesQuery {
    backoffice {
      tradingMatches {
        matchId
        name
        status
        startsAt
        liability {
          worstCase {
            amount
            currency
          }
          stakes {
            amount
            currency
          }
          tickets
        }
      }
    }
  }
`;

/** The open matches that hold liability, worst case first: one row per match and currency. */
export default function TradingMatches() {
  const { t, i18n } = useTranslation('backoffice-trading');
  const lang = i18n.language;
  const matches = useLazyLoadQuery<TradingMatchesQuery>(matchesQuery, {}, { fetchPolicy: 'network-only' }).backoffice?.tradingMatches ?? [];
  return (
    <section className="page backoffice-page backoffice-trading" aria-labelledby="trading-title">
      <h1 id="trading-title">{t('matchesTitle')}</h1>
      <p className="muted">{t('help')}</p>
      {matches.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <table className="trading-table" data-testid="trading-matches">
          <thead>
            <tr>
              <th scope="col">{t('match')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('startsAt')}</th>
              <th scope="col">{t('currency')}</th>
              <th scope="col" className="num">
                {t('worstCase')}
              </th>
              <th scope="col" className="num">
                {t('stakes')}
              </th>
              <th scope="col" className="num">
                {t('tickets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {matches.flatMap((match) =>
              match.liability.map((figures, i) => (
                <tr key={`${match.matchId}:${figures.worstCase.currency}`}>
                  <th scope="row">{i === 0 ? <Link to={tradingMatchPath(lang, match.matchId)}>{match.name}</Link> : null}</th>
                  <td>{i === 0 ? t(`statuses.${match.status}`, { defaultValue: match.status }) : null}</td>
                  <td>{i === 0 ? formatDateTime(lang, String(match.startsAt)) : null}</td>
                  <td>{figures.worstCase.currency}</td>
                  <td className="num">{formatMoney(lang, figures.worstCase.amount, figures.worstCase.currency)}</td>
                  <td className="num">{formatMoney(lang, figures.stakes.amount, figures.stakes.currency)}</td>
                  <td className="num">{figures.tickets}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
