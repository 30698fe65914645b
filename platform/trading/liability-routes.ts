/**
 * The trading desk's REST routes (issue 19): the open matches by liability, and one match's markets with
 * the liability on each outcome. Operation trading.read (rules/backoffice.ts): traders, admins, auditors.
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponsesOf, json, ok } from '../http/envelope';
import { languageOf } from '../http/session';
import { taggedRoute } from '../http/routes';
import { t } from '../i18n';
import { StaffError, StaffErrorEnvelope } from '../staff/errors';
import { requireActor, staffHeaders } from '../staff/guard';
import { MATCHES_LIMIT, matchesByLiability, matchLiability } from './views';

const route = taggedRoute('backoffice');

const errors = {
  ...errorResponsesOf(StaffErrorEnvelope),
  401: json(StaffErrorEnvelope, 'No staff session, or it ended'),
  403: json(StaffErrorEnvelope, "The staff's roles may not read the liability book"),
  404: json(StaffErrorEnvelope, 'No such match'),
} as const;

const Decimal = z.string().openapi({ description: "A decimal amount in the row's currency" });
const MatchFigures = z
  .object({ Currency: z.string(), WorstCase: Decimal.openapi({ description: 'The largest payout of any one outcome of the match' }), Stakes: Decimal, Tickets: z.number().int() })
  .openapi('TradingMatchFigures');
const OutcomeLiability = z
  .object({ Currency: z.string(), Payout: Decimal.openapi({ description: 'What the book pays if this outcome wins (platform/trading/exposure.ts)' }), Stakes: Decimal, Tickets: z.number().int() })
  .openapi('TradingOutcomeLiability');
const MatchId = z.object({ matchId: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'matchId', in: 'path' }, example: 1 }) });

const routes = {
  matches: route({
    method: 'get',
    path: '/api/backoffice/trading/matches',
    summary: `Open matches that hold liability, worst case first (at most ${MATCHES_LIMIT}), with their figures per currency`,
    request: { headers: staffHeaders },
    responses: {
      200: json(
        envelope('TradingMatchesResponse', {
          Matches: z.array(z.object({ MatchId: z.number().int(), Name: z.string(), Status: z.string(), StartsAt: z.string(), Liability: z.array(MatchFigures) }).openapi('TradingMatch')),
        }),
        'The matches',
      ),
      ...errors,
    },
  }),
  match: route({
    method: 'get',
    path: '/api/backoffice/trading/matches/{matchId}',
    summary: "One match's markets with their prices now and the liability on each outcome, per currency",
    request: { headers: staffHeaders, params: MatchId },
    responses: {
      200: json(
        envelope('TradingMatchResponse', {
          Match: z
            .object({
              MatchId: z.number().int(),
              Name: z.string(),
              Status: z.string(),
              StartsAt: z.string(),
              Markets: z.array(
                z
                  .object({
                    Key: z.string(),
                    Line: z.number().nullable(),
                    IsSuspended: z.boolean(),
                    Outcomes: z.array(z.object({ OddId: z.number().int(), Title: z.string(), Price: z.number().nullable(), IsSuspended: z.boolean(), Liability: z.array(OutcomeLiability) }).openapi('TradingOutcome')),
                  })
                  .openapi('TradingMarket'),
              ),
              Unlisted: z
                .array(z.object({ OddId: z.number().int(), MarketKey: z.string(), Liability: z.array(OutcomeLiability) }).openapi('TradingUnlistedOutcome'))
                .openapi({ description: 'Outcomes still owed on that the feed no longer lists' }),
            })
            .openapi('TradingMatchDetail'),
        }),
        'The match',
      ),
      ...errors,
    },
  }),
};

/** Mount with app.route('/', tradingRoutes(db, config)). */
export function tradingRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.matches, async (c) => {
    await requireActor(c, db, config, 'trading.read');
    return c.json(ok({ Matches: await matchesByLiability(db) }), 200);
  });
  router.openapi(routes.match, async (c) => {
    await requireActor(c, db, config, 'trading.read');
    const match = await matchLiability(db, c.req.valid('param').matchId);
    if (!match) throw new StaffError(404, 'NOT_FOUND', t(languageOf(c), 'backoffice-trading:errors.noMatch'));
    return c.json(ok({ Match: match }), 200);
  });
  return router;
}
