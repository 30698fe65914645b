import { useEffect, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { Tab } from '../../shell/Tab';
import { useHref } from '../../shell/useLanguage';
import { useEsportEvents, useEsportPreviewOdds, useRefetchShown, useRefreshOnReconnect, useThrottled } from '../feed';
import { useSessionChoice, useView } from '../layout/sessionState';
import { SportsbookLayout } from '../layout/SportsbookLayout';
import { SportsNav, useSports } from '../layout/SportsNav';
import { MarketTypeSelect } from '../match/MarketTypeSelect';
import { MatchGroups, type GroupedMatch } from '../match/MatchGroups';
import { esportsVariables, isPhase, LIST_PAGE, sportIdFor, VIEW, type Phase } from './variables';
import type { EsportsPageQuery } from './__generated__/EsportsPageQuery.graphql';
import type { EsportsPage_live$key } from './__generated__/EsportsPage_live.graphql';
import type { EsportsPage_upcoming$key } from './__generated__/EsportsPage_upcoming.graphql';

export const esportsPageQuery = graphql`
  query EsportsPageQuery($sport: ID, $count: Int!, $withLive: Boolean!, $withUpcoming: Boolean!) {
    marketTypes {
      type
      name
    }
    ...EsportsPage_live @arguments(sport: $sport, count: $count) @include(if: $withLive) @alias(as: "live")
    ...EsportsPage_upcoming @arguments(sport: $sport, count: $count) @include(if: $withUpcoming) @alias(as: "upcoming")
  }
`;

// Live and upcoming are two lists, each asked for by phase: the book's esport list also holds finished
// matches, which no view shows.
const liveFragment = graphql`
  fragment EsportsPage_live on Query
  @refetchable(queryName: "EsportsPageLiveRefetchQuery")
  @argumentDefinitions(sport: { type: "ID" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    liveMatches: esportMatches(sport: $sport, phase: LIVE, first: $count, after: $cursor) @connection(key: "EsportsPage_liveMatches", filters: ["sport", "phase"]) {
      edges {
        node {
          sportName
          ...MatchGroups_match @relay(mask: false)
        }
      }
    }
  }
`;

const upcomingFragment = graphql`
  fragment EsportsPage_upcoming on Query
  @refetchable(queryName: "EsportsPageUpcomingRefetchQuery")
  @argumentDefinitions(sport: { type: "ID" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    upcomingMatches: esportMatches(sport: $sport, phase: PREMATCH, first: $count, after: $cursor)
      @connection(key: "EsportsPage_upcomingMatches", filters: ["sport", "phase"]) {
      edges {
        node {
          sportName
          ...MatchGroups_match @relay(mask: false)
        }
      }
    }
  }
`;

const PHASES = [
  [null, 'all'],
  ['LIVE', 'live'],
  ['PREMATCH', 'upcoming'],
] as const;

/** /{lang}/esports/:sport?: esport matches (sport system 66), live and upcoming, by game and tournament. */
export default function EsportsPage({ query: prepared }: { query: PreloadedQuery<EsportsPageQuery> }) {
  const { t } = useTranslation(['sportsbook', 'meta']);
  const { sport: sportKey = null } = useParams();
  const href = useHref();
  const sports = useSports();
  const sport = sportIdFor(sports, sportKey);
  const [phase, setPhase] = useView<Phase | null>(VIEW.esportsPhase, null, isPhase);
  const [, startTransition] = useTransition();
  // The route prepared the lists of the stored phase; another phase loads them again here.
  const [query, load] = useQueryLoader<EsportsPageQuery>(esportsPageQuery, prepared);
  const choose = (value: Phase | null) =>
    startTransition(() => {
      setPhase(value);
      load(esportsVariables(prepared.variables.sport ?? null, value));
    });
  return (
    <SportsbookLayout
      title={t('meta:routes.esports.title')}
      testId="esports-page"
      aside={
        <SportsNav
          sports={sports.filter((each) => each.isEsport)}
          selected={sport ? sportKey : null}
          to={(key) => href(key ? `esports/${key}` : 'esports')}
          count={(each) => each.liveMatchesCount + each.prematchMatchesCount}
          allLabel={t('nav.allGames')}
        />
      }
    >
      <div className="list-toolbar">
        <div className="tabs" role="tablist" aria-label={t('esports.phase')}>
          {PHASES.map(([value, name]) => (
            <Tab key={name} selected={value === phase} onSelect={() => choose(value)}>
              {t(`esports.phases.${name}`)}
            </Tab>
          ))}
        </div>
      </div>
      <Esports query={query ?? prepared} />
    </SportsbookLayout>
  );
}

function Esports({ query }: { query: PreloadedQuery<EsportsPageQuery> }) {
  const { t } = useTranslation('sportsbook');
  const data = usePreloadedQuery<EsportsPageQuery>(esportsPageQuery, query);
  const sport = query.variables.sport ?? null;
  const [marketType, setMarketType] = useSessionChoice('sb.esports.market');
  // One subscription per need for both lists; a change of their shape refreshes each of them.
  const [epoch, setEpoch] = useState(0);
  const refresh = useThrottled(() => setEpoch((value) => value + 1), 1000);
  useEsportEvents(sport, refresh);
  useEsportPreviewOdds(sport, refresh);
  useRefreshOnReconnect(refresh);
  const [liveCount, setLiveCount] = useState(0);
  const [upcomingCount, setUpcomingCount] = useState(0);
  return (
    <>
      <div className="list-toolbar">
        <MarketTypeSelect types={data.marketTypes} value={marketType} onChange={setMarketType} />
      </div>
      {data.live && <LiveEsports query={data.live} marketType={marketType} epoch={epoch} onCount={setLiveCount} />}
      {data.upcoming && <UpcomingEsports query={data.upcoming} marketType={marketType} epoch={epoch} onCount={setUpcomingCount} />}
      {(!data.live || liveCount === 0) && (!data.upcoming || upcomingCount === 0) && <p className="empty-state">{t('esports.none')}</p>}
    </>
  );
}

/** Refetches a list (as many rows as it shows) each time the epoch moves on. */
function useRefetchOnEpoch(epoch: number, refetch: () => void) {
  const seen = useRef(epoch);
  const handler = useRef(refetch);
  useEffect(() => {
    handler.current = refetch;
  });
  useEffect(() => {
    if (epoch === seen.current) return;
    seen.current = epoch;
    handler.current();
  }, [epoch]);
}

type ListProps<K> = { query: K; marketType: string | null; epoch: number; onCount: (count: number) => void };

function LiveEsports({ query, ...list }: ListProps<EsportsPage_live$key>) {
  const { data, ...paging } = usePaginationFragment(liveFragment, query);
  return <EsportsPhase phase="live" status="LIVE" edges={data.liveMatches.edges} {...paging} {...list} />;
}

function UpcomingEsports({ query, ...list }: ListProps<EsportsPage_upcoming$key>) {
  const { data, ...paging } = usePaginationFragment(upcomingFragment, query);
  return <EsportsPhase phase="upcoming" status="NOT_STARTED" edges={data.upcomingMatches.edges} {...paging} {...list} />;
}

type PhaseMatch = GroupedMatch['match'] & { id: string; tournament: GroupedMatch['tournament']; sportName: string; live: { status: string } };

/** One phase's section: its matches in the phase (the list also holds those that just left it), or nothing. */
function EsportsPhase({
  phase,
  status,
  edges,
  hasNext,
  isLoadingNext,
  loadNext,
  refetch,
  marketType,
  epoch,
  onCount,
}: Omit<ListProps<unknown>, 'query'> & {
  phase: 'live' | 'upcoming';
  status: string;
  edges: readonly { readonly node: PhaseMatch }[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  refetch: Parameters<typeof useRefetchShown>[0];
}) {
  const { t } = useTranslation('sportsbook');
  useRefetchOnEpoch(epoch, useRefetchShown(refetch, edges.length, LIST_PAGE));
  const matches = edges
    .map((edge) => edge.node)
    .filter((match) => match.live.status === status)
    .map((match) => ({ id: match.id, tournament: match.tournament, where: match.sportName, match }));
  useEffect(() => onCount(matches.length), [matches.length, onCount]);
  if (matches.length === 0) return null;
  return (
    <section className="esports-phase" aria-label={t(`esports.phases.${phase}`)}>
      <h2 className="esports-phase__title">{t(`esports.phases.${phase}`)}</h2>
      <MatchGroups matches={matches} view="esports" marketType={marketType} testId={`esports-${phase}`} paging={{ hasNext, isLoadingNext, loadNext: () => loadNext(LIST_PAGE) }} />
    </section>
  );
}
