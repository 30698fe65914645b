import { Suspense, useState, type ReactNode } from 'react';
import { useLazyLoadQuery, usePaginationFragment, type GraphQLTaggedNode } from 'react-relay';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import type { OperationType } from 'relay-runtime';
import { historyRange, type PeriodVariables } from './range';

export type Range = { from: string | null; to: string | null };

/**
 * A history list for a period: the instants are taken once when the period is chosen (its key), by a
 * component that never suspends — one that suspends before its first commit loses its state and would
 * ask again with a new instant for ever.
 */
export function PeriodList({ period, children }: { period: PeriodVariables; children: (range: Range) => ReactNode }) {
  return (
    <Fixed key={`${period.period}:${period.from}:${period.to}`} period={period}>
      {children}
    </Fixed>
  );
}

function Fixed({ period, children }: { period: PeriodVariables; children: (range: Range) => ReactNode }) {
  const [range] = useState(() => historyRange(period, Date.now()));
  return <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>{children(range)}</Suspense>;
}

/** The shown/total line and "Load more" under every history list. */
export function ListFooter({ shown, hasNext, isLoadingNext, loadNext, more }: { shown: string; hasNext: boolean; isLoadingNext: boolean; loadNext: () => void; more: string }) {
  return (
    <>
      <p className="muted tickets__count">{shown}</p>
      {hasNext && (
        <button type="button" className="button button--ghost button--small button--block" disabled={isLoadingNext} aria-busy={isLoadingNext} onClick={loadNext}>
          {more}
        </button>
      )}
    </>
  );
}

/** A page of a Relay connection with what usePaginationFragment answers for it. */
export interface Paged<N> {
  connection: { readonly totalCount: number; readonly edges: readonly { readonly node: N }[] } | null | undefined;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

/**
 * What a history tab lists: its query (one fragment spread taking from, to and count), the paginated
 * fragment, and where the connection sits in the fragment's data.
 */
export interface HistorySource<D, N> {
  query: GraphQLTaggedNode;
  fragment: GraphQLTaggedNode;
  pageSize: number;
  connectionOf: (data: D) => Paged<N>['connection'];
}

type CardsProps<N> = {
  testId: string;
  className?: string;
  empty: string;
  shown: (counts: { shown: number; total: number }) => string;
  more: string;
  children: (node: N) => ReactNode;
};

/** A history tab: the source's list for the chosen period as cards (see HistoryCards). */
export function PeriodHistory<D, N extends { readonly id: string }>({ period, source, ...cards }: { period: PeriodVariables; source: HistorySource<D, N> } & CardsProps<N>) {
  return <PeriodList period={period}>{(range) => <SourceCards range={range} source={source} {...cards} />}</PeriodList>;
}

function SourceCards<D, N extends { readonly id: string }>({ range, source, ...cards }: { range: Range; source: HistorySource<D, N> } & CardsProps<N>) {
  const root = useLazyLoadQuery<OperationType>(source.query, { ...range, count: source.pageSize }, { fetchPolicy: 'store-and-network' });
  // The query is the fragment's one spread, so its answer is the fragment's key.
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<OperationType, KeyType<D>>(source.fragment, root as unknown as KeyType<D>);
  return <HistoryCards page={{ connection: source.connectionOf(data), hasNext, isLoadingNext, loadNext: () => loadNext(source.pageSize) }} {...cards} />;
}

/**
 * The frame of every history tab: nothing before the viewer is known, the empty line, else the cards
 * (`ul.tickets__list`) and the footer.
 */
function HistoryCards<N extends { readonly id: string }>({ page: { connection, hasNext, isLoadingNext, loadNext }, testId, className, empty, shown, more, children }: { page: Paged<N> } & CardsProps<N>) {
  if (!connection) return null;
  if (connection.edges.length === 0) return <p className="muted tickets__empty">{empty}</p>;
  return (
    <>
      <ul className={className ? `tickets__list ${className}` : 'tickets__list'} data-testid={testId}>
        {connection.edges.map(({ node }) => children(node))}
      </ul>
      <ListFooter shown={shown({ shown: connection.edges.length, total: connection.totalCount })} more={more} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
    </>
  );
}

/** A card's `dl.ticket__facts`: one label and value a row. */
function Facts({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="ticket__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The "Load more" button under a paged list (cashier history, messages): its label turns to `loading` while the next page loads. */
export function ShowMore({ hasNext, isLoadingNext, loadNext, more, loading }: { hasNext: boolean; isLoadingNext: boolean; loadNext: () => void; more: string; loading: string }) {
  if (!hasNext) return null;
  return (
    <button type="button" className="button show-more" disabled={isLoadingNext} onClick={loadNext}>
      {isLoadingNext ? loading : more}
    </button>
  );
}

/** A HistorySource, its data and node types read from connectionOf. */
export const historySource = <D, N>(source: HistorySource<D, N>) => source;

/**
 * One card of a history tab: the title with what sits beside it (state or amount), a muted line of when
 * and where, and the figures.
 */
export function HistoryCard({ className = 'ticket', title, aside, meta, metaClassName = 'muted', facts, ...data }: {
  className?: string;
  title: string;
  aside: ReactNode;
  meta: ReactNode;
  metaClassName?: string;
  facts?: readonly (readonly [label: string, value: ReactNode])[];
} & { [attribute: `data-${string}`]: string | undefined }) {
  return (
    <li className={className} {...data}>
      <div className="ticket__head">
        <h3 className="ticket__title">{title}</h3>
        {aside}
      </div>
      <p className={metaClassName}>{meta}</p>
      {facts && <Facts rows={facts} />}
    </li>
  );
}
