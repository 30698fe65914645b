import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLanguage } from '../shell/useLanguage';
import { GameCard, GameCardSkeleton } from './GameCard';
import { GRID_PAGE } from './lobby';
import { VirtualGrid } from './VirtualGrid';
import type { LobbyGamesPaginationQuery } from './__generated__/LobbyGamesPaginationQuery.graphql';
import type { LobbyGames_query$key } from './__generated__/LobbyGames_query.graphql';

const fragment = graphql`
  fragment LobbyGames_query on Query
  @refetchable(queryName: "LobbyGamesPaginationQuery")
  @argumentDefinitions(
    kind: { type: "CasinoGameKind!" }
    category: { type: "String" }
    provider: { type: "String" }
    count: { type: "Int!" }
    cursor: { type: "String" }
  ) {
    casinoGames(kind: $kind, category: $category, provider: $provider, first: $count, after: $cursor)
      @connection(key: "LobbyGames_casinoGames", filters: ["kind", "category", "provider"]) {
      totalCount
      edges {
        node {
          id
          ...GameCard_game
        }
      }
    }
  }
`;

/** A lobby's games, most popular first: the grid is as long as the whole list and loads pages as it scrolls. */
export function LobbyGames({ query, label }: { query: LobbyGames_query$key; label: string }) {
  const { t } = useTranslation('casino');
  const lang = useLanguage();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<LobbyGamesPaginationQuery, LobbyGames_query$key>(fragment, query);
  const edges = data.casinoGames.edges;
  const total = data.casinoGames.totalCount;
  const more = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(GRID_PAGE);
  }, [hasNext, isLoadingNext, loadNext]);
  if (total === 0) return <p className="muted casino-empty">{t('web.empty.games')}</p>;
  return (
    <>
      <p className="muted casino-count" data-testid="casino-count">
        {t('web.count', { count: total, formatted: new Intl.NumberFormat(lang).format(total) })}
      </p>
      <VirtualGrid
        label={label}
        total={hasNext ? total : edges.length}
        loaded={edges.length}
        renderItem={(index) => <GameCard game={edges[index]!.node} />}
        renderPlaceholder={() => <GameCardSkeleton />}
        onNeedMore={more}
      />
    </>
  );
}
