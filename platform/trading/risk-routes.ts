/**
 * The player risk profile's REST routes (issue 19): read it (the factor, the suggestion and its reason)
 * and set the factor. Both check the role table; setting is audited.
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponsesOf, json, ok } from '../http/envelope';
import { jsonBody, taggedRoute } from '../http/routes';
import { IdParam, languageOf } from '../http/session';
import { StaffErrorEnvelope } from '../staff/errors';
import { requireActor, requireStaff, staffHeaders } from '../staff/guard';
import { RISK_VERDICTS } from '../../rules/trading/risk';
import { riskProfile, setStakeFactor } from './risk';

const route = taggedRoute('backoffice');

const errors = {
  ...errorResponsesOf(StaffErrorEnvelope),
  401: json(StaffErrorEnvelope, 'No staff session, or it ended'),
  403: json(StaffErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(StaffErrorEnvelope, 'No such player'),
} as const;

const Risk = envelope('BackofficePlayerRiskResponse', {
  UserId: z.string(),
  StakeFactor: z.number().openapi({ description: "Scales every max bet the player is offered: 0.01 to 10, 1 = the operator's max bets" }),
  SetBy: z.string().nullable().openapi({ description: 'The member of staff who set it last; null: never set' }),
  SetAt: z.string().nullable().openapi({ format: 'date-time' }),
  Suggestion: z
    .object({
      Verdict: z.enum(RISK_VERDICTS).openapi({ description: 'too_few: fewer settled tickets than the test needs; sharp/winning: a profit significant at 1 %/5 %; beats_closing: picks above the closing price 60 % of the time or more' }),
      StakeFactor: z.number().openapi({ description: 'The factor the record suggests' }),
      Tickets: z.number().int().openapi({ description: 'Settled tickets read (the latest, at most 200)' }),
      ProfitPercent: z.number().openapi({ description: 'Profit over them, percent of the stakes' }),
      PValue: z.number().openapi({ description: 'One-sided p of a mean return this high from a player who pays the margin' }),
      BeatClosingPercent: z.number().int().nullable().openapi({ description: 'Share of tickets taken at odds above the closing price; null: unknown' }),
    })
    .openapi('BackofficePlayerRiskSuggestion'),
});

const routes = {
  read: route({
    method: 'get',
    path: '/api/backoffice/trading/players/{id}/risk',
    summary: "A player's stake factor and the factor their settled tickets suggest, with the figures behind it",
    request: { headers: staffHeaders, params: IdParam },
    responses: { 200: json(Risk, 'The risk profile'), ...errors },
  }),
  set: route({
    method: 'put',
    path: '/api/backoffice/trading/players/{id}/risk',
    summary: "Sets the player's stake factor (0.01–10) with a reason for the audit log; their max bets change at once",
    request: {
      headers: staffHeaders,
      params: IdParam,
      body: jsonBody(z.object({ StakeFactor: z.number(), Reason: z.string().max(500) }).openapi('BackofficeSetPlayerRiskRequest')),
    },
    responses: { 200: json(Risk, 'Set: the profile as it now stands'), ...errors },
  }),
};

/** Mount with app.route('/', riskRoutes(db, config)). */
export function riskRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.read, async (c) => {
    await requireActor(c, db, config, 'trading.risk.read');
    return c.json(ok(await riskProfile(db, languageOf(c), BigInt(c.req.valid('param').id))), 200);
  });
  router.openapi(routes.set, async (c) => {
    const staff = await requireStaff(c, db, config, 'trading.risk');
    const body = c.req.valid('json');
    return c.json(ok(await setStakeFactor(db, { kind: 'staff', staff }, languageOf(c), BigInt(c.req.valid('param').id), body.StakeFactor, body.Reason)), 200);
  });
  return router;
}
