import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { HistoryCard, historySource, PeriodHistory } from './HistoryList';
import { EXTRA_HISTORY_PAGE, type PeriodVariables } from './range';
import type { AccountHistory_query$data } from './__generated__/AccountHistory_query.graphql';

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

const source = historySource({ query, fragment, pageSize: EXTRA_HISTORY_PAGE, connectionOf: (data: AccountHistory_query$data) => data.viewer?.transactions });

/**
 * The history's AccountHistory tab (seed 001 §2): the account statement — deposits, withdrawals,
 * cashback and released bonuses — of the chosen period, newest first; the cashier page keeps the full
 * table with its filters and cancel buttons.
 */
export default function AccountHistory({ period, timeZone }: { period: PeriodVariables; timeZone: string }) {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  return (
    <PeriodHistory period={period} source={source} testId="account-history" empty={t('history.account.empty')} shown={(counts) => t('history.shown', counts)} more={t('history.loadMore')}>
      {(node) => (
        <HistoryCard
          key={node.id}
          data-status-group={node.statusGroup}
          title={node.typeText}
          aside={<span className="ticket__state">{node.statusText}</span>}
          meta={
            <>
              {node.methodName ? `${node.methodName} · ` : ''}
              <time dateTime={node.createdAt}>{formatDateTime(lang, node.createdAt, timeZone)}</time>
            </>
          }
          facts={[[t('history.account.amount'), formatMoney(lang, node.amount.amount, node.amount.currency)]]}
        />
      )}
    </PeriodHistory>
  );
}
