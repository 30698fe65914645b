import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, readInlineData } from 'react-relay';
import type { GameList } from './gameLists';
import type { games_startGame$key } from './__generated__/games_startGame.graphql';

/**
 * What casinoStartGameModal shows of a game (seed 000 §3 "Game (search and launch): identifier, title,
 * img"), as plain data: a modal can outlive the card or search result that opened it, so it is handed
 * the values rather than a reference into the store.
 */
export interface StartGameData {
  id: string;
  /** The number the game page's address shows (gamePath). */
  legacyId: number;
  title: string;
  imageUrl: string;
  provider: string;
  hasDemo: boolean;
  kind: string;
  /** The message of the player's latest failed launch of this game (seed 002 §3). */
  launchError?: string | null;
}

/** What every place that can open the start modal selects of a game (cards, search results, the game page). */
const startGameFragment = graphql`
  fragment games_startGame on CasinoGame @inline {
    id
    legacyId
    title
    imageUrl
    hasDemo
    kind
    studio
    launchError
    provider {
      name
    }
  }
`;

/** A game as the start modal takes it; an aggregator's game names its studio too (SoftSwiss · NetEnt). */
export function startGameOf(key: games_startGame$key): StartGameData {
  const game = readInlineData(startGameFragment, key);
  return {
    id: game.id,
    legacyId: game.legacyId,
    title: game.title,
    imageUrl: game.imageUrl,
    provider: providerLabel(game),
    hasDemo: game.hasDemo,
    kind: game.kind,
    launchError: game.launchError ?? null,
  };
}

export const providerLabel = (game: { readonly studio?: string | null; readonly provider: { readonly name: string } }) => (game.studio ? `${game.provider.name} · ${game.studio}` : game.provider.name);

/** The ids of a stored game list, re-rendering when it changes. */
export function useGameList(list: GameList): readonly string[] {
  return useSyncExternalStore(list.subscribe, list.get, list.get);
}

/** A lobby category's label: the known codes are translated, others shown as their code reads. */
export function useCategoryLabel() {
  const { t } = useTranslation('casino');
  return useCallback(
    (code: string) => t(`web.categories.${code}`, { defaultValue: code.replace(/[-_]+/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase()) }),
    [t],
  );
}
