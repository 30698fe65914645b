/**
 * Route loaders of the casino pages (STYLE "Routes preload"): the lobby's (or the player's games')
 * query and the game page's query start while the page's code downloads. This module is imported by
 * the route table on its own, apart from the casino's pages (entry.ts): what it imports is what the
 * first page's code lists to preload with it, so it keeps to the query artifacts and pure modules.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from '../../relay/environment';
import { addressVariables } from '../shell/addressIds';
import CasinoPageQuery from './__generated__/CasinoPageQuery.graphql';
import GamePageQuery from './__generated__/GamePageQuery.graphql';
import PlayerGamesQuery from './__generated__/PlayerGamesQuery.graphql';
import { readGameIds } from './gameIds';
import type { GameLanding } from './GamePage';
import { listingOf, lobbyVariables, storedProvider, type CasinoSection } from './lobby';

/** The latest preload of each query is held until the next one (the page retains what it shows). */
const held = new Map<string, { dispose(): void }>();

function start<T extends OperationType>(slot: string, query: GraphQLTaggedNode, variables: VariablesOf<T>) {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  held.get(slot)?.dispose();
  held.set(slot, ref);
}

export type CasinoPage = CasinoSection | 'game';

export function preloadCasino(page: CasinoPage, args: LoaderFunctionArgs): GameLanding | null {
  return page === 'game' ? preloadGame(args) : preloadLobby(page, args);
}

function preloadLobby(section: CasinoSection, { params }: LoaderFunctionArgs): null {
  const listing = listingOf(section, params.category);
  start('lobby', CasinoPageQuery, lobbyVariables(section, params.category, storedProvider(section)));
  if (listing.list !== 'games') {
    const ids = readGameIds(listing.list);
    if (ids.length > 0) start('player', PlayerGamesQuery, { ids: [...ids] });
  }
  return null;
}

let visits = 0;
let landing: (GameLanding & { gameId: string | undefined }) | null = null;

/**
 * The game page: its game, and the mode the address asks for (?mode=demo, ?mode=real; real when it
 * names none). The same game's address without a mode (the language switched) is the same visit: the
 * games keep running as they were.
 */
function preloadGame({ params, request }: LoaderFunctionArgs): GameLanding {
  start('game', GamePageQuery, addressVariables(params.gameId));
  const asked = new URL(request.url).searchParams.get('mode')?.toLowerCase();
  if (!asked && landing && landing.gameId === params.gameId) return landing;
  visits += 1;
  const next = { gameId: params.gameId, mode: asked === 'demo' ? ('DEMO' as const) : ('REAL' as const), visit: visits };
  landing = next;
  return next;
}
