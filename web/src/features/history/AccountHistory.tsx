import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { Facts, HistoryCards, PeriodList, type Range } from './HistoryList';
import { EXTRA_HISTORY_PAGE, type PeriodVariables } from './range';
import type { AccountHistoryPaginationQuery } from './__generated__/AccountHistoryPaginationQuery.graphql';
import type { AccountHistoryQuery } from './__generated__/AccountHistoryQuery.graphql';
import type { AccountHistory_query$key } from './__generated__/AccountHistory_query.graphql';

const query = graphql`
  query AccountHistoryQuery($from: DateTime, $to: DateTime, $count: Int!) {
    ...AccountHistory_query @arguments(from: $from, to: $to, count: $count)
  }
`;

const fragment = graphql`
  fragment AccountHistory_query on Query
  @refetchable(queryName: "AccountHistoryPaginationQuery")
  @argumentDefinitions(from: { type: "DateTime" }, to: { type: "DateTime" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    viewer {
      transactions(from: $from, to: $to, first: $count, after: $cursor) @connection(key: "AccountHistory_transactions", filters: ["from", "to"]) {
        totalCount
        edges {
          node {
            id
            typeText
            statusText
            statusGroup
            methodName
            createdAt
            amount {
              amount
              currency
            }
          }
        }
      }
    }
  }
`;

/**
 * The history's AccountHistory tab (seed 001 §2): the account statement — deposits, withdrawals,
 * cashback and released bonuses — of the chosen period, newest first; the cashier page keeps the full
 * table with its filters and cancel buttons.
 */
export default function AccountHistory({ period, timeZone }: { period: PeriodVariables; timeZone: string }) {
  return <PeriodList period={period}>{(range) => <Statement range={range} timeZone={timeZone} />}</PeriodList>;
}

function Statement({ range, timeZone }: { range: Range; timeZone: string }) {
  const data = useLazyLoadQuery<AccountHistoryQuery>(query, { ...range, count: EXTRA_HISTORY_PAGE }, { fetchPolicy: 'store-and-network' });
  return <Rows query={data} timeZone={timeZone} />;
}

function Rows({ query: key, timeZone }: { query: AccountHistory_query$key; timeZone: string }) {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AccountHistoryPaginationQuery, AccountHistory_query$key>(fragment, key);
  const page = { connection: data.viewer?.transactions, hasNext, isLoadingNext, loadNext: () => loadNext(EXTRA_HISTORY_PAGE) };
  return (
    <HistoryCards page={page} testId="account-history" empty={t('history.account.empty')} shown={(counts) => t('history.shown', counts)} more={t('history.loadMore')}>
      {(node) => (
        <li key={node.id} className="ticket" data-status-group={node.statusGroup}>
          <div className="ticket__head">
            <h3 className="ticket__title">{node.typeText}</h3>
            <span className="ticket__state">{node.statusText}</span>
          </div>
          <p className="muted">
            {node.methodName ? `${node.methodName} · ` : ''}
            <time dateTime={node.createdAt}>{formatDateTime(lang, node.createdAt, timeZone)}</time>
          </p>
          <Facts rows={[[t('history.account.amount'), formatMoney(lang, node.amount.amount, node.amount.currency)]]} />
        </li>
      )}
    </HistoryCards>
  );
}
