/**
 * The casino pages' preparations (the route table's, STYLE "Routes preload"): the lobby's (or the
 * player's games') query and the game page's query start while the page's code downloads. This module is imported by
 * the route table on its own, apart from the casino's pages (entry.ts): what it imports is what the
 * first page's code lists to preload with it, so it keeps to the query artifacts and pure modules.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { holder, preload } from '../../routing/preload';
import { addressVariables } from '../shell/addressIds';
import CasinoPageQuery, { type CasinoPageQuery as CasinoPageOperation } from './__generated__/CasinoPageQuery.graphql';
import GamePageQuery, { type GamePageQuery as GamePageOperation } from './__generated__/GamePageQuery.graphql';
import PlayerGamesQuery, { type PlayerGamesQuery as PlayerGamesOperation } from './__generated__/PlayerGamesQuery.graphql';
import { readGameIds } from './gameIds';
import type { GameLanding } from './GamePage';
import { listingOf, lobbyVariables, storedProvider, type CasinoSection } from './lobby';

const hold = holder();

export function prepareLobby(section: CasinoSection, { params }: LoaderFunctionArgs) {
  const listing = listingOf(section, params.category);
  const lobby = hold('lobby', preload<CasinoPageOperation>(CasinoPageQuery, lobbyVariables(section, params.category, storedProvider(section))));
  const ids = listing.list === 'games' ? [] : readGameIds(listing.list);
  // The player's games are the lists in this browser, which change on the page: PlayerGames reads them from the store.
  if (ids.length > 0) hold('player', preload<PlayerGamesOperation>(PlayerGamesQuery, { ids: [...ids] }));
  return { lobby };
}

let visits = 0;
let landing: (GameLanding & { gameId: string | undefined }) | null = null;

/**
 * The game page: its game, and the mode the address asks for (?mode=demo, ?mode=real; real when it
 * names none). The same game's address without a mode (the language switched) is the same visit: the
 * games keep running as they were.
 */
export function prepareGame({ params, request }: LoaderFunctionArgs) {
  const query = hold('game', preload<GamePageOperation>(GamePageQuery, addressVariables(params.gameId)));
  const asked = new URL(request.url).searchParams.get('mode')?.toLowerCase();
  if (!asked && landing && landing.gameId === params.gameId) return { query, landing };
  visits += 1;
  landing = { gameId: params.gameId, mode: asked === 'demo' ? ('DEMO' as const) : ('REAL' as const), visit: visits };
  return { query, landing };
}
