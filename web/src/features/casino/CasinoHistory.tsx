import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { formatDateTime, formatMoney } from '../shell/format';
import { Facts, HistoryCards, PeriodList, type Range } from '../history/HistoryList';
import { useLanguage } from '../shell/useLanguage';
import { CASINO_HISTORY_PAGE, type PeriodVariables } from './history';
import type { CasinoHistoryPaginationQuery } from './__generated__/CasinoHistoryPaginationQuery.graphql';
import type { CasinoHistoryQuery } from './__generated__/CasinoHistoryQuery.graphql';
import type { CasinoHistory_query$key } from './__generated__/CasinoHistory_query.graphql';
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

/**
 * The history's "Casino" tab (seed 001 §2; seed 002 §7 profile casino history from, to): the player's
 * rounds in the chosen period, newest first — game, when, stake, win and whether it is settled.
 */
export default function CasinoHistory({ period, timeZone }: { period: PeriodVariables; timeZone: string }) {
  // A named period counts back from when it was chosen, not from every render (see history/HistoryList).
  return <PeriodList period={period}>{(range) => <RoundsQuery range={range} timeZone={timeZone} />}</PeriodList>;
}

function RoundsQuery({ range, timeZone }: { range: Range; timeZone: string }) {
  const data = useLazyLoadQuery<CasinoHistoryQuery>(query, { ...range, count: CASINO_HISTORY_PAGE }, { fetchPolicy: 'store-and-network' });
  return <RoundList query={data} timeZone={timeZone} />;
}

function RoundList({ query: key, timeZone }: { query: CasinoHistory_query$key; timeZone: string }) {
  const { t } = useTranslation('casino');
  const lang = useLanguage();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CasinoHistoryPaginationQuery, CasinoHistory_query$key>(fragment, key);
  const page = { connection: data.viewer?.casinoHistory, hasNext, isLoadingNext, loadNext: () => loadNext(CASINO_HISTORY_PAGE) };
  return (
    <HistoryCards page={page} testId="casino-history" className="casino-rounds" empty={t('web.history.empty')} shown={(counts) => t('web.history.shown', counts)} more={t('web.history.loadMore')}>
      {(node) => (
        <li key={node.id} className="ticket casino-round" data-status={node.status}>
          <div className="ticket__head">
            <h3 className="ticket__title">{node.game.title}</h3>
            <span className={`ticket__state casino-round__state--${node.status.toLowerCase()}`}>{t(`web.history.status.${node.status}`, { defaultValue: node.status })}</span>
          </div>
          <p className="muted casino-round__meta">
            {node.game.provider.name} · <time dateTime={node.startedAt}>{formatDateTime(lang, node.startedAt, timeZone)}</time>
          </p>
          <Facts
            rows={[
              [t('web.history.stake'), formatMoney(lang, node.stake.amount, node.stake.currency)],
              [t('web.history.win'), formatMoney(lang, node.win.amount, node.win.currency)],
            ]}
          />
        </li>
      )}
    </HistoryCards>
  );
}
