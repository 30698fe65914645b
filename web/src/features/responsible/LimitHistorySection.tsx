import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { Panel } from '../account/Panel';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { historySentence } from './history';
import type { LimitHistorySection_query$key } from './__generated__/LimitHistorySection_query.graphql';

/** Lines a page of the history shows (the gateway's default page). */
export const HISTORY_PAGE = 20;

const fragment = graphql`
  fragment LimitHistorySection_query on Query
  @refetchable(queryName: "LimitHistorySectionPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    viewer {
      responsibleGambling {
        history(first: $count, after: $cursor) @connection(key: "LimitHistorySection_history") {
          edges {
            node {
              legacyId
              action
              subject
              before
              after
              at
            }
          }
        }
      }
    }
  }
`;

/** Issue 17 "limit history": every change, exclusion, refusal and flag in words, newest first. */
export function LimitHistorySection({ query }: { query: LimitHistorySection_query$key }) {
  const { t } = useTranslation('responsible');
  const lang = useLanguage();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const edges = data.viewer?.responsibleGambling.history.edges ?? [];
  const tools = { t, money: (amount: string, currency: string) => formatMoney(lang, amount, currency), date: (iso: string) => formatDateTime(lang, iso) };
  return (
    <Panel id="rg-history-title" title={t('page.history.title')}>
      {edges.length === 0 ? (
        <p className="empty-state">{t('page.history.empty')}</p>
      ) : (
        <ol className="rg-history" data-testid="rg-history">
          {edges.map(({ node }) => (
            <li key={node.legacyId} className="rg-history__entry" data-testid="rg-history-entry">
              <time dateTime={node.at} className="muted">
                {formatDateTime(lang, node.at)}
              </time>
              <span>{historySentence(node, tools)}</span>
            </li>
          ))}
        </ol>
      )}
      {hasNext && (
        <button type="button" className="button show-more" disabled={isLoadingNext} onClick={() => loadNext(HISTORY_PAGE)}>
          {isLoadingNext ? t('page.history.loading') : t('page.history.loadMore')}
        </button>
      )}
    </Panel>
  );
}
