import { Suspense, useState, useTransition, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { FormStatus } from '../forms/fields';
import { FilterField } from '../history/FilterField';
import { ShowMore } from '../history/HistoryList';
import { ListPanel } from '../history/ListPanel';
import { useTimeZone } from '../sportsbook/settings/settings';
import { DEFAULT_HISTORY_FILTER, DEFAULT_HISTORY_VARIABLES, HISTORY_PAGE, historyVariables, type HistoryFilter, type HistoryVariables } from './rules';
import { TransactionTable } from './TransactionRow';
import { useVariablesFollow } from '../../routing/useVariablesFollow';
import { useCashierReference } from './version';
import type { TransactionHistoryQuery, TransactionStatus, TransactionStatusGroup } from './__generated__/TransactionHistoryQuery.graphql';
import type { TransactionHistory_query$key } from './__generated__/TransactionHistory_query.graphql';

export const transactionHistoryQuery = graphql`
  query TransactionHistoryQuery($status: TransactionStatus, $group: TransactionStatusGroup, $from: DateTime, $to: DateTime, $count: Int!) {
    transactionStatuses {
      groups {
        group
        label
      }
      statuses {
        status
        label
      }
    }
    ...TransactionHistory_query @arguments(status: $status, group: $group, from: $from, to: $to, count: $count)
  }
`;

const listFragment = graphql`
  fragment TransactionHistory_query on Query
  @refetchable(queryName: "TransactionHistoryPaginationQuery")
  @argumentDefinitions(
    status: { type: "TransactionStatus" }
    group: { type: "TransactionStatusGroup" }
    from: { type: "DateTime" }
    to: { type: "DateTime" }
    count: { type: "Int!" }
    cursor: { type: "String" }
  ) {
    viewer {
      transactions(status: $status, group: $group, from: $from, to: $to, first: $count, after: $cursor)
        @connection(key: "TransactionHistory_transactions", filters: ["status", "group", "from", "to"]) {
        totalCount
        edges {
          node {
            id
            ...TransactionRow_transaction
          }
        }
      }
    }
  }
`;

/** The query's variables for a filter (the statuses and groups are the schema's enums). */
const historyQueryVariables = (variables: HistoryVariables) => ({
  ...variables,
  status: variables.status as TransactionStatus | null,
  group: variables.group as TransactionStatusGroup | null,
  count: HISTORY_PAGE,
});

/**
 * Seed 001 §3 activity: deposits, withdrawals, cashback and released bonuses,
 * newest first, filtered by status or status group (default "All type") and by
 * a range of days in the player's timezone, 20 at a time ("Load more").
 */
export function TransactionHistory({ prepared }: { prepared: PreloadedQuery<TransactionHistoryQuery> }) {
  const { t } = useTranslation('cashier');
  const timeZone = useTimeZone();
  const [draft, setDraft] = useState<HistoryFilter>(DEFAULT_HISTORY_FILTER);
  const [variables, setVariables] = useState(historyQueryVariables(DEFAULT_HISTORY_VARIABLES));
  const [problem, setProblem] = useState<string | null>(null);
  const [filtering, startTransition] = useTransition();
  // The route prepared the unfiltered list; a filter loads in apply, and is kept when the tab changes.
  const [query, load] = useCashierReference<TransactionHistoryQuery>(transactionHistoryQuery, prepared);
  useVariablesFollow<TransactionHistoryQuery>(query, variables, load);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = historyVariables(draft, timeZone);
    if ('error' in result) {
      setProblem(t(result.error === 'rangeInvalid' ? 'history.rangeInvalid' : 'web.history.dateInvalid'));
      return;
    }
    setProblem(null);
    // The current list stays on screen while the filtered one loads.
    startTransition(() => {
      const next = historyQueryVariables(result.variables);
      setVariables(next);
      load(next);
    });
  };

  return (
    <ListPanel name="transaction-history" title={t('web.history.title')} aside={filtering && <span className="spinner" aria-label={t('web.history.loading')} />}>
      <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
        <HistoryContent query={query} draft={draft} setDraft={setDraft} apply={apply} problem={problem} />
      </Suspense>
    </ListPanel>
  );
}

function HistoryContent({ query, draft, setDraft, apply, problem }: {
  query: PreloadedQuery<TransactionHistoryQuery>;
  draft: HistoryFilter;
  setDraft: (filter: HistoryFilter) => void;
  apply: (event: FormEvent) => void;
  problem: string | null;
}) {
  const { t } = useTranslation('cashier');
  const data = usePreloadedQuery<TransactionHistoryQuery>(transactionHistoryQuery, query);
  const { groups, statuses } = data.transactionStatuses;
  // The status filter takes a whole group (pending, done, …) or one status; the value says which.
  const options = [
    ['groups', groups.map((group) => ({ value: `group:${group.group}`, label: group.label }))],
    ['statuses', statuses.map((status) => ({ value: `status:${status.status}`, label: status.label }))],
  ] as const;
  return (
    <>
      <form className="history-filter" onSubmit={apply} aria-label={t('web.history.filter')}>
        <FilterField id="history-status" label={t('web.history.status')}>
          <div className="select">
            <select id="history-status" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
              {options.map(([heading, entries]) => (
                <optgroup key={heading} label={t(`web.history.${heading}`)}>
                  {entries.map((entry) => (
                    <option key={entry.value} value={entry.value}>
                      {entry.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        </FilterField>
        <FilterField id="history-from" label={t('web.history.from')}>
          <input id="history-from" className="input" type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </FilterField>
        <FilterField id="history-to" label={t('web.history.to')}>
          <input id="history-to" className="input" type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </FilterField>
        <button type="submit" className="button button--primary history-filter__apply">
          {t('web.history.apply')}
        </button>
      </form>
      {problem && <FormStatus tone="error">{problem}</FormStatus>}
      <HistoryList query={data} />
    </>
  );
}

function HistoryList({ query }: { query: TransactionHistory_query$key }) {
  const { t } = useTranslation('cashier');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(listFragment, query);
  const connection = data.viewer?.transactions;
  if (!connection) return null;
  if (connection.edges.length === 0) return <p className="empty-state">{t('web.history.empty')}</p>;
  return (
    <>
      <p className="muted" data-testid="transaction-count">
        {t('web.history.shown', { shown: connection.edges.length, total: connection.totalCount })}
      </p>
      <TransactionTable edges={connection.edges} />
      <ShowMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(HISTORY_PAGE)} more={t('web.history.loadMore')} loading={t('web.history.loading')} />
    </>
  );
}
