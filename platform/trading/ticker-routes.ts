/** The bet ticker's REST route (issue 19): the newest accepted tickets, so the trading screen starts filled and then streams. */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponses, json, ok } from '../http/envelope';
import { taggedRoute } from '../http/routes';
import { requireActor, staffHeaders } from '../staff/guard';
import { TICKER_FLAGS } from '../../rules/trading/ticker-flags';
import { TickerEntry } from './ticker-contract';
import { TICKER_MAX_ROWS, tickerEntries } from './ticker';

const route = taggedRoute('backoffice');
const wholeNumber = (max: number) => z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(1).max(max));

const routes = {
  ticker: route({
    method: 'get',
    path: '/api/backoffice/trading/ticker',
    summary: 'The newest accepted tickets with their flags, newest first, filtered (every criterion given must hold)',
    request: {
      headers: staffHeaders,
      query: z.object({
        limit: wholeNumber(TICKER_MAX_ROWS).optional().openapi({ type: 'string', description: `How many (1–${TICKER_MAX_ROWS}; default 50)` }),
        flag: z.enum(TICKER_FLAGS).optional(),
        matchId: wholeNumber(2_000_000_000).optional().openapi({ type: 'string', description: 'Tickets with a leg on this match' }),
        sportId: wholeNumber(1_000_000).optional().openapi({ type: 'string', description: 'Tickets with a leg in this sport' }),
        minStake: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/).optional().openapi({ description: "At least this stake, in major units of each ticket's currency" }),
        player: z.string().trim().min(1).max(100).optional().openapi({ description: "A player's user name or account number, exactly" }),
        live: z.enum(['true', 'false']).optional().openapi({ description: 'Live bets only (true) or prematch only (false)' }),
      }),
    },
    responses: { 200: json(envelope('BackofficeTickerResponse', { Entries: z.array(TickerEntry) }), 'The rows'), ...errorResponses },
  }),
};

/** Mount with app.route('/', tickerRoutes(db, config)). */
export function tickerRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.ticker, async (c) => {
    await requireActor(c, db, config, 'trading.read');
    const { limit, live, ...filter } = c.req.valid('query');
    return c.json(ok({ Entries: await tickerEntries(db, { ...filter, live: live === undefined ? undefined : live === 'true', limit: limit ?? 50 }) }), 200);
  });
  return router;
}
