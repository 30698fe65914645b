import type { Context } from 'hono';
import { requirePlayer as requireSessionPlayer, type Player } from '../http/session';
import type { CashierDeps } from './options';

export { languageOf, type Player } from '../http/session';

/** The signed-in player the cashier and the bonus service act for, or a 401 in the request language. */
export const requirePlayer = (deps: CashierDeps, c: Context): Promise<Player> => requireSessionPlayer(deps.db, deps.config, c);
