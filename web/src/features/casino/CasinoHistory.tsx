import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { formatDateTime, formatMoney } from '../shell/format';
import { HistoryCard, historySource, PeriodHistory } from '../history/HistoryList';
import { useLanguage } from '../shell/useLanguage';
import { CASINO_HISTORY_PAGE, type PeriodVariables } from './history';
import type { CasinoHistory_query$data } from './__generated__/CasinoHistory_query.graphql';
import '../../styles/casino.css';

const query = graphql`
  query CasinoHistoryQuery($from: DateTime, $to: DateTime, $count: Int!) {
    ...CasinoHistory_query @arguments(from: $from, to: $to, count: $count)
  }
`;

const fragment = graphql`
  fragment CasinoHistory_query on Query
  @refetchable(queryName: "CasinoHistoryPaginationQuery")
  @argumentDefinitions(from: { type: "DateTime" }, to: { type: "DateTime" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    viewer {
      casinoHistory(from: $from, to: $to, first: $count, after: $cursor) @connection(key: "CasinoHistory_casinoHistory", filters: ["from", "to"]) {
        totalCount
        edges {
          node {
            id
            startedAt
            status
            stake {
              amount
              currency
            }
            win {
              amount
              currency
            }
            game {
              id
              title
              provider {
                name
              }
            }
          }
        }
      }
    }
  }
`;

const source = historySource({ query, fragment, pageSize: CASINO_HISTORY_PAGE, connectionOf: (data: CasinoHistory_query$data) => data.viewer?.casinoHistory });

/**
 * The history's "Casino" tab (seed 001 §2; seed 002 §7 profile casino history from, to): the player's
 * rounds in the chosen period, newest first — game, when, stake, win and whether it is settled.
 */
export default function CasinoHistory({ period, timeZone }: { period: PeriodVariables; timeZone: string }) {
  const { t } = useTranslation('casino');
  const lang = useLanguage();
  return (
    <PeriodHistory period={period} source={source} testId="casino-history" className="casino-rounds" empty={t('web.history.empty')} shown={(counts) => t('web.history.shown', counts)} more={t('web.history.loadMore')}>
      {(node) => (
        <HistoryCard
          key={node.id}
          className="ticket casino-round"
          data-status={node.status}
          title={node.game.title}
          aside={<span className={`ticket__state casino-round__state--${node.status.toLowerCase()}`}>{t(`web.history.status.${node.status}`, { defaultValue: node.status })}</span>}
          metaClassName="muted casino-round__meta"
          meta={
            <>
              {node.game.provider.name} · <time dateTime={node.startedAt}>{formatDateTime(lang, node.startedAt, timeZone)}</time>
            </>
          }
          facts={[
            [t('web.history.stake'), formatMoney(lang, node.stake.amount, node.stake.currency)],
            [t('web.history.win'), formatMoney(lang, node.win.amount, node.win.currency)],
          ]}
        />
      )}
    </PeriodHistory>
  );
}
