import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { HistoryCard, historySource, PeriodHistory } from './HistoryList';
import { EXTRA_HISTORY_PAGE, type PeriodVariables } from './range';
import type { LottoHistory_query$data } from './__generated__/LottoHistory_query.graphql';

const query = graphql`
  query LottoHistoryQuery($from: DateTime, $to: DateTime, $count: Int!) {
    ...LottoHistory_query @arguments(from: $from, to: $to, count: $count)
  }
`;

const fragment = graphql`
  fragment LottoHistory_query on Query
  @refetchable(queryName: "LottoHistoryPaginationQuery")
  @argumentDefinitions(from: { type: "DateTime" }, to: { type: "DateTime" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    viewer {
      lottoHistory(from: $from, to: $to, first: $count, after: $cursor) @connection(key: "LottoHistory_lottoHistory", filters: ["from", "to"]) {
        totalCount
        edges {
          node {
            id
            playedAt
            picks
            drawn
            hits
            multiplier
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
            }
          }
        }
      }
    }
  }
`;

const source = historySource({ query, fragment, pageSize: EXTRA_HISTORY_PAGE, connectionOf: (data: LottoHistory_query$data) => data.viewer?.lottoHistory });

/** The history's LottoHistory tab (seed 001 §2): the player's keno tickets in the period, picks, draw and hits. */
export default function LottoHistory({ period, timeZone }: { period: PeriodVariables; timeZone: string }) {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  return (
    <PeriodHistory period={period} source={source} testId="lotto-history" empty={t('history.lotto.empty')} shown={(counts) => t('history.shown', counts)} more={t('history.loadMore')}>
      {(node) => (
        <HistoryCard
          key={node.id}
          title={node.game?.title ?? t('history.lotto.ticket')}
          aside={<strong>{node.win ? formatMoney(lang, node.win.amount, node.win.currency) : t('history.lotto.paying')}</strong>}
          meta={<time dateTime={node.playedAt}>{formatDateTime(lang, node.playedAt, timeZone)}</time>}
          data-ticket-status={node.status}
          facts={[
            [t('history.lotto.picks'), <span key="picks" data-testid="lotto-picks">{node.picks.join(', ')}</span>],
            [t('history.lotto.hits'), <span key="hits" data-testid="lotto-hits">{t('history.lotto.hitsOf', { hits: node.hits.length, picks: node.picks.length, numbers: node.hits.join(', ') || '–' })}</span>],
            [t('history.lotto.drawn'), <span key="drawn">{node.drawn.join(', ')}</span>],
            [t('history.lotto.stake'), formatMoney(lang, node.stake.amount, node.stake.currency)],
            [t('history.lotto.multiplier'), `× ${node.multiplier}`],
          ]}
        />
      )}
    </PeriodHistory>
  );
}
