import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { GameCard, GameCardSkeleton } from './GameCard';
import { favouriteGames, recentGames } from './gameLists';
import { useGameList } from './games';
import type { CasinoGameKind } from './lobby';
import { VirtualGrid } from './VirtualGrid';
import type { PlayerGamesQuery } from './__generated__/PlayerGamesQuery.graphql';

export const playerGamesQuery = graphql`
  query PlayerGamesQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      ... on CasinoGame {
        id
        kind
        status
        provider {
          code
        }
        ...GameCard_game @alias(as: "card")
      }
    }
  }
`;

/**
 * The lobby categories "favourites" and "recent" (seed 001 §9): the games the player starred (local
 * storage) or played in this tab's session, newest first, of the page's kinds and chosen provider.
 */
export function PlayerGames({ list, kinds, provider, label }: { list: 'favourites' | 'recent'; kinds: readonly CasinoGameKind[]; provider: string | null; label: string }) {
  const { t } = useTranslation('casino');
  const ids = useGameList(list === 'favourites' ? favouriteGames : recentGames);
  if (ids.length === 0) return <p className="muted casino-empty">{t(`web.empty.${list}`)}</p>;
  return <PlayerGamesGrid ids={ids} kinds={kinds} provider={provider} label={label} empty={t(`web.empty.${list}`)} />;
}

/** A game retired (or its provider switched off) in the back office has left the lobby: a starred one too. */
const listed = (status: string) => status === 'AVAILABLE' || status === 'NOT_WORKING';

function PlayerGamesGrid({ ids, kinds, provider, label, empty }: { ids: readonly string[]; kinds: readonly CasinoGameKind[]; provider: string | null; label: string; empty: string }) {
  // The games asked for: unstarring one hides its card without asking again (other ids would be
  // another query); only a game added meanwhile (starred in another tab) asks for the list anew.
  const [asked, setAsked] = useState(ids);
  if (ids.some((id) => !asked.includes(id))) setAsked(ids);
  const data = useLazyLoadQuery<PlayerGamesQuery>(playerGamesQuery, { ids: [...asked] }, { fetchPolicy: 'store-or-network' });
  const games = data.nodes.flatMap((node) =>
    node && 'card' in node && node.card && ids.includes(node.id) && listed(node.status) && kinds.includes(node.kind as CasinoGameKind) && (!provider || node.provider.code === provider) ? [node.card] : [],
  );
  if (games.length === 0) return <p className="muted casino-empty">{empty}</p>;
  return <VirtualGrid label={label} total={games.length} loaded={games.length} renderItem={(index) => <GameCard game={games[index]!} />} renderPlaceholder={() => <GameCardSkeleton />} />;
}

/** The grid's place while a lobby loads. */
export function GridSkeleton() {
  return (
    <div className="casino-grid-skeleton" aria-busy="true">
      {Array.from({ length: 12 }, (_, index) => (
        <GameCardSkeleton key={index} />
      ))}
    </div>
  );
}
