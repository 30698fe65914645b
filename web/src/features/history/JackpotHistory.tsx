import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { HistoryCard, historySource, PeriodHistory } from './HistoryList';
import { EXTRA_HISTORY_PAGE, type PeriodVariables } from './range';
import type { JackpotHistory_query$data } from './__generated__/JackpotHistory_query.graphql';

const query = graphql`
  query JackpotHistoryQuery($from: DateTime, $to: DateTime, $count: Int!) {
    ...JackpotHistory_query @arguments(from: $from, to: $to, count: $count)
  }
`;

const fragment = graphql`
  fragment JackpotHistory_query on Query
  @refetchable(queryName: "JackpotHistoryPaginationQuery")
  @argumentDefinitions(from: { type: "DateTime" }, to: { type: "DateTime" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    viewer {
      jackpotWins(from: $from, to: $to, first: $count, after: $cursor) @connection(key: "JackpotHistory_jackpotWins", filters: ["from", "to"]) {
        totalCount
        edges {
          node {
            id
            wonAt
            amount {
              amount
              currency
            }
            jackpot {
              id
              name
            }
            game {
              id
              title
            }
          }
        }
      }
    }
  }
`;

const source = historySource({ query, fragment, pageSize: EXTRA_HISTORY_PAGE, connectionOf: (data: JackpotHistory_query$data) => data.viewer?.jackpotWins });

/** The history's jackpot tab (seed 001 §2 CrazyBillions, §7 jackpot history): the player's wins in the period. */
export default function JackpotHistory({ period, timeZone }: { period: PeriodVariables; timeZone: string }) {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  return (
    <PeriodHistory period={period} source={source} testId="jackpot-history" empty={t('history.jackpots.empty')} shown={(counts) => t('history.shown', counts)} more={t('history.loadMore')}>
      {(node) => (
        <HistoryCard
          key={node.id}
          title={node.jackpot.name}
          aside={<strong>{formatMoney(lang, node.amount.amount, node.amount.currency)}</strong>}
          meta={
            <>
              {node.game ? `${node.game.title} · ` : ''}
              <time dateTime={node.wonAt}>{formatDateTime(lang, node.wonAt, timeZone)}</time>
            </>
          }
        />
      )}
    </PeriodHistory>
  );
}
