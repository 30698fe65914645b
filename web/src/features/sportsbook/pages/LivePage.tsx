import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { useHref } from '../../shell/useLanguage';
import { useLiveEvents, usePreviewOdds, useRefetchShown, useRefreshOnReconnect, useThrottled } from '../feed';
import { useSessionChoice } from '../layout/sessionState';
import { SportsbookLayout } from '../layout/SportsbookLayout';
import { SportsNav, useSports } from '../layout/SportsNav';
import { LiveStream } from '../live/LiveStream';
import { MarketTypeSelect } from '../match/MarketTypeSelect';
import { MatchGroups } from '../match/MatchGroups';
import { LIVE_PAGE, sportIdFor } from './variables';
import type { LivePageQuery } from './__generated__/LivePageQuery.graphql';
import type { LivePage_query$key } from './__generated__/LivePage_query.graphql';

export const livePageQuery = graphql`
  query LivePageQuery($sport: ID, $count: Int!) {
    marketTypes {
      type
      name
    }
    ...LivePage_query @arguments(sport: $sport, count: $count)
  }
`;

const listFragment = graphql`
  fragment LivePage_query on Query
  @refetchable(queryName: "LivePageListRefetchQuery")
  @argumentDefinitions(sport: { type: "ID" }, count: { type: "Int!" }, cursor: { type: "String" }) {
    liveMatches(sport: $sport, first: $count, after: $cursor) @connection(key: "LivePage_liveMatches", filters: ["sport"]) {
      edges {
        node {
          sportName
          categoryName
          ...MatchGroups_match @relay(mask: false)
        }
      }
    }
  }
`;


/**
 * /{lang}/live/:sport? (seed 002 §2 "Live view"): the selected sport, its live matches held in containers by
 * tournament with score, running clock and the live preview market, and a stream. The list follows the
 * feed: odds and scores update in place, matches that end leave and matches that start join.
 */
export default function LivePage({ query }: { query: PreloadedQuery<LivePageQuery> }) {
  const { t } = useTranslation(['sportsbook', 'meta']);
  const { sport: sportKey = null } = useParams();
  const href = useHref();
  const sports = useSports();
  const sport = sportIdFor(sports, sportKey);
  return (
    <SportsbookLayout
      title={t('meta:routes.live.title')}
      testId="live-page"
      aside={
        <SportsNav
          sports={sports.filter((each) => !each.isEsport)}
          selected={sport ? sportKey : null}
          to={(key) => href(key ? `live/${key}` : 'live')}
          count={(each) => each.liveMatchesCount}
          allLabel={t('nav.allSports')}
        />
      }
    >
      <LiveMatches query={query} />
    </SportsbookLayout>
  );
}

function LiveMatches({ query }: { query: PreloadedQuery<LivePageQuery> }) {
  const { t } = useTranslation('sportsbook');
  const data = usePreloadedQuery<LivePageQuery>(livePageQuery, query);
  const sport = query.variables.sport ?? null;
  const [marketType, setMarketType] = useSessionChoice('sb.live.market');
  const [watching, setWatching] = useState<string | null>(null);
  return (
    <>
      <div className="list-toolbar">
        <MarketTypeSelect types={data.marketTypes} value={marketType} onChange={setMarketType} />
      </div>
      {watching && (
        <Suspense fallback={<div className="stream stream--loading" aria-busy="true" />}>
          <LiveStream matchId={watching} onClose={() => setWatching(null)} />
        </Suspense>
      )}
      <LiveList query={data} sport={sport} marketType={marketType} watching={watching} onWatch={(id) => setWatching((current) => (current === id ? null : id))} />
      <p className="visually-hidden" aria-live="polite">
        {watching ? t('live.streamOpen') : ''}
      </p>
    </>
  );
}

function LiveList({
  query,
  sport,
  marketType,
  watching,
  onWatch,
}: {
  query: LivePage_query$key;
  sport: string | null;
  marketType: string | null;
  watching: string | null;
  onWatch: (id: string) => void;
}) {
  const { t } = useTranslation('sportsbook');
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(listFragment, query);
  // A match that started or ended changes the list: fetch it again (as many rows as are shown).
  const refresh = useThrottled(useRefetchShown(refetch, data.liveMatches.edges.length, LIVE_PAGE), 1000);
  useLiveEvents(sport, refresh);
  usePreviewOdds('LIVE', sport, refresh);
  useRefreshOnReconnect(refresh);

  // An ended match leaves at once; the refetch confirms it.
  const matches = data.liveMatches.edges
    .map((edge) => edge.node)
    .filter((match) => match.live.status === 'LIVE' || match.live.status === 'NOT_STARTED')
    .map((match) => ({ id: match.id, tournament: match.tournament, where: `${match.sportName} · ${match.categoryName}`, match }));
  if (matches.length === 0 && !hasNext) return <p className="empty-state">{t('live.none')}</p>;
  return (
    <MatchGroups
      matches={matches}
      view="live"
      marketType={marketType}
      onWatch={onWatch}
      watching={watching}
      testId="live-list"
      paging={{ hasNext, isLoadingNext, loadNext: () => loadNext(LIVE_PAGE) }}
    />
  );
}
