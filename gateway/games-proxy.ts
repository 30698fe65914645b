import type { IncomingMessage, ServerResponse } from 'node:http';
import { forward, pathOf, type PassthroughOptions } from './cashier-proxy';

/**
 * The casino's game pages run in the web's game frame, and the page posts its plays to the site it came
 * from (issue 7): the platform's game server is reached through these two routes and nothing else.
 *
 *   GET  /games/{engine}/{token}   the game page of a launched session
 *   POST /games/api/{token}        the page's play actions (spin, deal, hit, …), JSON
 */
const PAGE = /^\/games\/(?!api\/)[a-z]{1,20}\/[A-Za-z0-9_-]{8,128}$/;
const API = /^\/games\/api\/[A-Za-z0-9_-]{8,128}$/;

/** The page is self-contained and says itself what it may load and who may frame it. */
const GAME_RESPONSE_HEADERS = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-content-type-options'] as const;

/** Handles the request when it is one of the two routes; false lets the server try its other handlers. */
export async function serveGamesPassthrough(options: PassthroughOptions, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const path = pathOf(request);
  const method = request.method ?? 'GET';
  if (!((method === 'GET' && PAGE.test(path)) || (method === 'POST' && API.test(path)))) return false;
  await forward(options, { unavailable: 'Game service unavailable', responseHeaders: GAME_RESPONSE_HEADERS }, request, response);
  return true;
}
