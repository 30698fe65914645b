import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery, useSubscription } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { formatMoney } from '../../features/shell/format';
import { mayCall } from '../../../../rules/backoffice';
import { backofficeHref, tradingControlsPath } from '../paths';
import { useStaff } from '../StaffContext';
import { TradingLimits } from './TradingLimits';
import type { TradingMatchPage_liability$data, TradingMatchPage_liability$key } from './__generated__/TradingMatchPage_liability.graphql';
import type { TradingMatchPage_match$key } from './__generated__/TradingMatchPage_match.graphql';
import type { TradingMatchPageQuery } from './__generated__/TradingMatchPageQuery.graphql';
import type { TradingMatchPageSubscription } from './__generated__/TradingMatchPageSubscription.graphql';

const matchQuery = graphql`
  query TradingMatchPageQuery($matchId: ID!) {
    backoffice {
      tradingMatch(matchId: $matchId) {
        ...TradingMatchPage_match
      }
    }
  }
`;

const matchFragment = graphql`
  fragment TradingMatchPage_match on TradingMatchDetail {
    id
    name
    status
    matchId
    markets {
      key
      line
      suspended
      limits {
        maxLiability {
          amount
          currency
        }
        autoSuspendAt {
          amount
          currency
        }
        suspended
      }
      outcomes {
        oddId
        title
        price
        suspended
        liability {
          ...TradingMatchPage_liability
        }
      }
    }
    unlisted {
      oddId
      marketKey
      liability {
        ...TradingMatchPage_liability
      }
    }
  }
`;

const liabilityFragment = graphql`
  fragment TradingMatchPage_liability on TradingOutcomeLiability @relay(plural: true) {
    payout {
      amount
      currency
    }
    stakes {
      amount
      currency
    }
    tickets
  }
`;

// The same record (by its id) as the query's: each update replaces the view in place.
const live = graphql`
  subscription TradingMatchPageSubscription($matchId: ID!) {
    backofficeTradingMatch(matchId: $matchId) {
      ...TradingMatchPage_match
    }
  }
`;

/** /backoffice/trading/matches/<id>: one match's markets, prices and liability per outcome, live. */
export default function TradingMatchPage() {
  const { t } = useTranslation('backoffice-trading');
  const { matchId = '' } = useParams();
  const match = useLazyLoadQuery<TradingMatchPageQuery>(matchQuery, { matchId }, { fetchPolicy: 'network-only' }).backoffice?.tradingMatch;
  const subscription = useMemo<GraphQLSubscriptionConfig<TradingMatchPageSubscription>>(() => ({ subscription: live, variables: { matchId } }), [matchId]);
  useSubscription(subscription);
  if (!match) {
    return (
      <section className="page backoffice-page">
        <h1>{t('errors.noMatch')}</h1>
        <Back />
      </section>
    );
  }
  return <MatchView match={match} globalId={matchId} />;
}

function Back() {
  const { t, i18n } = useTranslation('backoffice-trading');
  return (
    <p>
      <Link to={backofficeHref(i18n.language, 'trading')}>{t('allMatches')}</Link>
    </p>
  );
}

type Liability = TradingMatchPage_liability$data;

/** An outcome's liability, one line per currency; a dash when nothing is at risk on it. */
function LiabilityCells({ liability: key }: { liability: TradingMatchPage_liability$key }) {
  const { t, i18n } = useTranslation('backoffice-trading');
  const liability = useFragment(liabilityFragment, key);
  const lines = (pick: (l: Liability[number]) => string) => (liability.length === 0 ? t('noLiability') : liability.map((l) => <div key={l.payout.currency}>{pick(l)}</div>));
  return (
    <>
      <td className="num" data-testid="trading-payout">
        {lines((l) => formatMoney(i18n.language, l.payout.amount, l.payout.currency))}
      </td>
      <td className="num" data-testid="trading-stakes">
        {lines((l) => formatMoney(i18n.language, l.stakes.amount, l.stakes.currency))}
      </td>
      <td className="num" data-testid="trading-tickets">
        {lines((l) => String(l.tickets))}
      </td>
    </>
  );
}

function MatchView({ match: key, globalId }: { match: TradingMatchPage_match$key; globalId: string }) {
  const { t, i18n } = useTranslation('backoffice-trading');
  const match = useFragment(matchFragment, key);
  const staff = useStaff();
  const price = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const head = (
    <tr>
      <th scope="col">{t('outcome')}</th>
      <th scope="col" className="num">
        {t('price')}
      </th>
      <th scope="col" className="num">
        {t('payout')}
      </th>
      <th scope="col" className="num">
        {t('stakes')}
      </th>
      <th scope="col" className="num">
        {t('tickets')}
      </th>
    </tr>
  );
  return (
    <section className="page backoffice-page backoffice-trading" aria-labelledby="trading-match-title">
      <Back />
      <h1 id="trading-match-title">{match.name}</h1>
      {mayCall(staff.roles, 'trading.read') && (
        // Suspensions and the max stake per market live on the controls page (the desk's other half).
        <p>
          <Link to={backofficeHref(i18n.language, tradingControlsPath(globalId))}>{t('controlsLink')}</Link>
        </p>
      )}
      <p>
        {t(`statuses.${match.status}`, { defaultValue: match.status })} · <span className="muted">{t('live')}</span>
      </p>
      {match.markets.map((market) => (
        <table key={`${market.key}:${market.line ?? ''}`} className="trading-table" data-testid={`trading-market-${market.key}`}>
          <caption>
            {market.key}
            {market.line == null ? '' : ` ${market.line}`} {market.suspended && <span className="trading-badge">{t('suspended')}</span>}
          </caption>
          <thead>{head}</thead>
          <tbody>
            {market.outcomes.map((outcome) => (
              <tr key={outcome.oddId} data-testid="trading-outcome" data-odd-id={outcome.oddId}>
                <th scope="row">
                  {outcome.title} {outcome.suspended && <span className="trading-badge">{t('suspended')}</span>}
                </th>
                <td className="num">{outcome.price == null ? '—' : price.format(outcome.price)}</td>
                <LiabilityCells liability={outcome.liability} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={5}>
                <TradingLimits matchId={match.matchId} marketKey={market.key} limits={market.limits} mayChange={mayCall(staff.roles, 'trading.limits')} mayReopen={mayCall(staff.roles, 'trading.control')} />
              </td>
            </tr>
          </tfoot>
        </table>
      ))}
      {match.unlisted.length > 0 && (
        <table className="trading-table">
          <caption>{t('unlisted')}</caption>
          <thead>{head}</thead>
          <tbody>
            {match.unlisted.map((outcome) => (
              <tr key={outcome.oddId}>
                <th scope="row">{outcome.marketKey}</th>
                <td className="num">—</td>
                <LiabilityCells liability={outcome.liability} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
