import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import '../../../styles/sportsbook.css';
import '../../../styles/betslip.css';
import { HISTORY_EXTRA_TABS, type HistoryExtraTab } from '../../history/range';
import { Tab } from '../../shell/Tab';
import { useViewer } from '../../shell/ViewerContext';
import { PanelBoundary } from '../betslip/PanelBoundary';
import { useOddsChanged, useThrottled } from '../feed';
import { useTimeZone } from '../settings/settings';
import { useCashouts, useTicketsVersion } from './cashoutState';
import { DEFAULT_HISTORY, DEFAULT_HISTORY_VARIABLES, HISTORY_PERIODS, HISTORY_TABS, historyVariables, OPEN_TICKETS, TICKETS_PAGE, type HistoryFilter, type TicketListVariables } from './history';
import { TicketCard } from './TicketCard';
import { useTicketEvents } from './ticketEvents';
import { TicketsById } from './TicketsById';
import type { TicketsPanelCashOutQuery } from './__generated__/TicketsPanelCashOutQuery.graphql';
import type { TicketsPanelPaginationQuery } from './__generated__/TicketsPanelPaginationQuery.graphql';
import type { TicketsPanelQuery } from './__generated__/TicketsPanelQuery.graphql';
import type { TicketsPanel_list$key } from './__generated__/TicketsPanel_list.graphql';

const listQuery = graphql`
  query TicketsPanelQuery($tab: BetHistoryTab!, $period: BetHistoryPeriod!, $from: DateTime, $to: DateTime, $count: Int!) {
    ...TicketsPanel_list @arguments(tab: $tab, period: $period, from: $from, to: $to, count: $count)
  }
`;

const listFragment = graphql`
  fragment TicketsPanel_list on Query
  @refetchable(queryName: "TicketsPanelPaginationQuery")
  @argumentDefinitions(
    tab: { type: "BetHistoryTab!" }
    period: { type: "BetHistoryPeriod!" }
    from: { type: "DateTime" }
    to: { type: "DateTime" }
    count: { type: "Int!" }
    cursor: { type: "String" }
  ) {
    viewer {
      tickets(tab: $tab, period: $period, from: $from, to: $to, first: $count, after: $cursor)
        @connection(key: "TicketsPanel_tickets", filters: ["tab", "period", "from", "to"]) {
        totalCount
        edges {
          node {
            id
            status
            outcome
            items {
              odd {
                id
                price
              }
              match {
                id
              }
            }
            ...TicketCard_ticket
          }
        }
      }
    }
  }
`;

/** The cash-out values of open tickets, fetched again when their odds move. */
const cashOutQuery = graphql`
  query TicketsPanelCashOutQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      ... on Ticket {
        id
        status
        cashOut {
          amount
          currency
        }
      }
    }
  }
`;

export type TicketsTab = 'pending' | 'history' | 'myBets';

// The history's Casino tab (seed 001 §2) lists casino rounds: the casino's code, loaded when chosen.
const CasinoHistory = lazy(() => import('../../casino/CasinoHistory'));
// AccountHistory and the jackpot history (seed 001 §2): features/history, loaded when chosen.
const MoreHistory = lazy(() => import('../../history/MoreHistory'));

/**
 * The right sidebar's ticket tabs for a signed-in player (seed 001 §2): pending (every open ticket),
 * history (uncleared, cleared, declined in a period) and my bets (open tickets with cash-out). Ticket
 * events keep them current while they are on screen.
 */
export function TicketsPanel({ tab }: { tab: TicketsTab }) {
  const viewer = useViewer();
  useTicketEvents(viewer?.id ?? null);
  if (!viewer) return null;
  return (
    <PanelBoundary key={tab}>
      {tab === 'history' ? <BetHistory viewerId={viewer.id} /> : tab === 'myBets' ? <MyBets viewerId={viewer.id} /> : <PendingBets viewerId={viewer.id} />}
    </PanelBoundary>
  );
}

function ListSkeleton() {
  return <div className="skeleton skeleton--block" aria-busy="true" />;
}

function PendingBets({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('betslip');
  return (
    <TicketsSection titleId="pending-title" title={t('lists.pendingTitle')} testId="pending-bets">
      <Suspense fallback={<ListSkeleton />}>
        <TicketList viewerId={viewerId} variables={OPEN_TICKETS} empty={t('lists.empty.pending')} />
      </Suspense>
    </TicketsSection>
  );
}

function MyBets({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('betslip');
  const { successful } = useCashouts();
  return (
    <TicketsSection titleId="my-bets-title" title={t('lists.myBetsTitle')} testId="my-bets">
      <Suspense fallback={<ListSkeleton />}>
        <TicketList viewerId={viewerId} variables={OPEN_TICKETS} empty={t('lists.empty.myBets')} cashOut />
      </Suspense>
      {successful.length > 0 && (
        <TicketsSection className="tickets tickets--successful" titleId="cashouts-title" title={t('cashout.successful')} testId="successful-cashouts">
          <Suspense fallback={<ListSkeleton />}>
            <TicketsById ids={successful} cashOut />
          </Suspense>
        </TicketsSection>
      )}
    </TicketsSection>
  );
}

/** A panel of the player's bets under its title; `status` (a spinner while the list reloads) goes beside the title. */
function TicketsSection({
  className = 'tickets',
  titleId,
  title,
  testId,
  status,
  children,
}: {
  className?: string;
  titleId: string;
  title: string;
  testId: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={titleId} className="sb-panel__title">
      {title}
    </h2>
  );
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      {status === undefined ? (
        heading
      ) : (
        <div className="tickets__head">
          {heading}
          {status}
        </div>
      )}
      {children}
    </section>
  );
}

function BetHistory({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation(['betslip', 'casino', 'settings']);
  const timeZone = useTimeZone();
  const [filter, setFilter] = useState<HistoryFilter>(DEFAULT_HISTORY);
  const [variables, setVariables] = useState<TicketListVariables>(DEFAULT_HISTORY_VARIABLES);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, startTransition] = useTransition();
  // A tab beside the bet tabs (Casino, AccountHistory, jackpots); null: the bet tabs.
  const [other, setOther] = useState<'casino' | HistoryExtraTab | null>(null);
  const casino = other === 'casino';
  const id = useId();

  const apply = (next: HistoryFilter) => {
    setFilter(next);
    const result = historyVariables(next, timeZone);
    if ('error' in result) {
      setProblem(t(`history.${result.error}`));
      return;
    }
    setProblem(null);
    // The list on screen stays while the next one loads.
    startTransition(() => setVariables(result.variables));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(filter);
  };

  return (
    <TicketsSection titleId="history-title" title={t('lists.historyTitle')} testId="bet-history" status={loading && <span className="spinner" aria-label={t('lists.loading')} />}>
      <div className="tabs tabs--small" role="tablist" aria-label={t('history.tabsLabel')}>
        {HISTORY_TABS.map((name) => (
          <Tab
            key={name}
            selected={other === null && filter.tab === name}
            onSelect={() => {
              setOther(null);
              apply({ ...filter, tab: name });
            }}
          >
            {t(`history.tabs.${name}`)}
          </Tab>
        ))}
        <Tab selected={casino} data-testid="history-tab-casino" onSelect={() => setOther('casino')}>
          {t('casino:web.history.tab')}
        </Tab>
        {HISTORY_EXTRA_TABS.map((name) => (
          <Tab key={name} selected={other === name} data-testid={`history-tab-${name}`} onSelect={() => setOther(name)}>
            {t(`settings:history.tabs.${name}`)}
          </Tab>
        ))}
      </div>
      <form className="history-period" onSubmit={submit}>
        <label className="sb-field" htmlFor={`${id}-period`}>
          <span>{t('history.period')}</span>
        </label>
        <select
          id={`${id}-period`}
          className="input"
          value={filter.period}
          onChange={(event) => {
            const period = event.target.value as HistoryFilter['period'];
            if (period === 'CUSTOM') setFilter({ ...filter, period });
            else apply({ ...filter, period });
          }}
        >
          {HISTORY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`history.periods.${period}`)}
            </option>
          ))}
        </select>
        {filter.period === 'CUSTOM' && (
          <div className="history-period__range">
            <label className="sb-field">
              <span>{t('history.from')}</span>
              <input className="input" type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => setFilter({ ...filter, from: event.target.value })} />
            </label>
            <label className="sb-field">
              <span>{t('history.to')}</span>
              <input className="input" type="date" value={filter.to} min={filter.from || undefined} onChange={(event) => setFilter({ ...filter, to: event.target.value })} />
            </label>
            <button type="submit" className="button button--small">
              {t('history.apply')}
            </button>
          </div>
        )}
        {problem && (
          <p className="ticket__problem" role="alert">
            {problem}
          </p>
        )}
      </form>
      <Suspense fallback={<ListSkeleton />}>
        {casino ? (
          <CasinoHistory period={variables} timeZone={timeZone} />
        ) : other ? (
          <MoreHistory tab={other} period={variables} timeZone={timeZone} />
        ) : (
          <TicketList viewerId={viewerId} variables={variables} empty={t('lists.empty.history')} />
        )}
      </Suspense>
    </TicketsSection>
  );
}

function TicketList({ viewerId, variables, empty, cashOut = false }: { viewerId: string; variables: TicketListVariables; empty: string; cashOut?: boolean }) {
  const { t } = useTranslation('betslip');
  const version = useTicketsVersion();
  // A new fetchKey fetches the list again behind the one on screen (a ticket came, went or changed state).
  const query = useLazyLoadQuery<TicketsPanelQuery>(listQuery, variables, {
    fetchPolicy: 'store-and-network',
    fetchKey: `${viewerId}:${version}`,
  });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<TicketsPanelPaginationQuery, TicketsPanel_list$key>(listFragment, query);
  const { successful } = useCashouts();
  const connection = data.viewer?.tickets;
  const nodes = useMemo(() => {
    const all = (connection?.edges ?? []).map((edge) => edge.node);
    // My bets: a ticket cashed out or settled has left the open list even before the list is fetched again.
    return cashOut ? all.filter((node) => !node.outcome && !successful.includes(node.id)) : all;
  }, [connection, cashOut, successful]);

  if (!connection) return null;
  return (
    <>
      {cashOut && <CashOutRefresh tickets={nodes} />}
      {nodes.length === 0 ? (
        <p className="muted tickets__empty">{empty}</p>
      ) : (
        <div className="tickets__list" role="list">
          {nodes.map((node) => (
            <div key={node.id} role="listitem">
              <TicketCard ticket={node} cashOut={cashOut} />
            </div>
          ))}
        </div>
      )}
      {connection.totalCount > 0 && <p className="muted tickets__count">{t('lists.shown', { shown: connection.edges.length, total: connection.totalCount })}</p>}
      {hasNext && (
        <button type="button" className="button button--ghost button--small button--block" disabled={isLoadingNext} aria-busy={isLoadingNext} onClick={() => loadNext(TICKETS_PAGE)}>
          {t('lists.loadMore')}
        </button>
      )}
    </>
  );
}

interface OpenTicket {
  readonly id: string;
  readonly items: readonly { readonly odd?: { readonly id: string; readonly price?: number | null } | null; readonly match?: { readonly id: string } | null }[];
}

/**
 * Cash-out values follow the odds: the open tickets' matches are subscribed to, and when any of their
 * legs' prices moves the values are fetched again, at most every few seconds (a live match moves often).
 */
function CashOutRefresh({ tickets }: { tickets: readonly OpenTicket[] }) {
  const environment = useRelayEnvironment();
  const matchIds = useMemo(() => tickets.flatMap((ticket) => ticket.items.flatMap((item) => (item.match ? [item.match.id] : []))), [tickets]);
  useOddsChanged(matchIds);
  const ids = useMemo(() => tickets.map((ticket) => ticket.id), [tickets]);
  const prices = tickets.map((ticket) => ticket.items.map((item) => item.odd?.price ?? '-').join(',')).join(';');
  const refresh = useThrottled(() => {
    if (ids.length === 0) return;
    fetchQuery<TicketsPanelCashOutQuery>(environment, cashOutQuery, { ids }, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch((error: unknown) => console.warn('cash-out values failed', error));
  }, CASHOUT_REFRESH_MS);
  const seen = useRef(prices);
  useEffect(() => {
    if (prices === seen.current) return;
    seen.current = prices;
    refresh();
  }, [prices, refresh]);
  return null;
}

/** Cash-out values are fetched again at most this often while odds move. */
const CASHOUT_REFRESH_MS = 3000;
