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
import { requireActor, requireStaff, staffHeaders } from '../staff/guard';
import { limitsView, MATCHES_LIMIT, matchesByLiability, matchLiability } from './views';
import { limitsOf, setMarketLimits } from './limits';
import { marketIdOfKey, setSuspension, suspendedMarketIds } from './suspensions';
import { audited } from '../staff/audit';
import { toMinor } from '../money';
import { jsonBody } from '../http/routes';
import type { SupportedLanguage } from '../reference/data';

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
const MarketLimitsView = z
  .object({
    Currency: z.string().openapi({ description: 'The currency the limits count liability in' }),
    MaxLiability: Decimal.nullable().openapi({ description: "An outcome's payout may not go above it: a placement that would is refused" }),
    AutoSuspendAt: Decimal.nullable().openapi({ description: 'The placement that takes an outcome to it suspends the market' }),
    Suspended: z.boolean().openapi({ description: "Its threshold suspended it (a suspension of the desk's kind, set by the system) until a trader reopens it" }),
  })
  .openapi('TradingMarketLimits');
const Amount = z.string().trim().max(40).nullable().openapi({ description: 'Major units of the currency, e.g. "500.00"; null: none' });
const Reason = z.string().trim().min(1).max(500).openapi({ description: 'Why, for the audit log' });
const MarketKey = z.string().trim().min(1).max(200);
const LimitsAnswer = envelope('TradingLimitsResponse', { Limits: MarketLimitsView, MarketKey: z.string() });
const ReopenAnswer = envelope('TradingReopenResponse', { Limits: MarketLimitsView.nullable().openapi({ description: 'null: the market has no limits (a trader suspended it)' }), MarketKey: z.string() });
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
                    Limits: MarketLimitsView.nullable().openapi({ description: "The trader's limits on the market; null when it has none" }),
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
  limits: route({
    method: 'put',
    path: '/api/backoffice/trading/matches/{matchId}/limits',
    summary: "Sets a market's maximum liability and auto-suspend threshold (in one currency; null removes one); audited",
    request: {
      headers: staffHeaders,
      params: MatchId,
      body: jsonBody(z.object({ MarketKey, Currency: z.string().regex(/^[A-Z0-9]{3,5}$/), MaxLiability: Amount, AutoSuspendAt: Amount, Reason }).openapi('TradingLimitsRequest')),
    },
    responses: { 200: json(LimitsAnswer, 'The limits now'), ...errors },
  }),
  reopen: route({
    method: 'post',
    path: '/api/backoffice/trading/matches/{matchId}/limits/reopen',
    summary: "Reopens a suspended market (its auto-suspend threshold's or a trader's suspension: the same one, trading/suspensions.ts); audited as trading.control",
    request: { headers: staffHeaders, params: MatchId, body: jsonBody(z.object({ MarketKey, Reason }).openapi('TradingReopenRequest')) },
    responses: { 200: json(ReopenAnswer, 'Reopened'), ...errors },
  }),
};

/** A limit as typed, in minor units; undefined when it is not a positive amount of the currency. */
function limitAmount(input: string | null, currency: string): bigint | null | undefined {
  if (input === null || input === '') return null;
  const minor = toMinor(input, currency);
  return minor !== null && minor > 0n ? minor : undefined;
}

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
  /** The market's id: it must be one of the match's book (a limit on a key nobody bets on would guard nothing). */
  const marketOf = async (lang: SupportedLanguage, matchId: number, marketKey: string): Promise<number> => {
    const market = await marketIdOfKey(db, matchId, marketKey);
    if (market === undefined) throw new StaffError(404, 'NOT_FOUND', t(lang, 'backoffice-trading:errors.noMatch'));
    if (market === null) throw new StaffError(400, 'VALIDATION', t(lang, 'backoffice-trading:errors.noMarket'), { MarketKey: t(lang, 'backoffice-trading:errors.noMarket') });
    return market;
  };
  router.openapi(routes.limits, async (c) => {
    const actor = await requireActor(c, db, config, 'trading.limits');
    const lang = languageOf(c);
    const { matchId } = c.req.valid('param');
    const body = c.req.valid('json');
    const maxLiability = limitAmount(body.MaxLiability, body.Currency);
    const autoSuspendAt = limitAmount(body.AutoSuspendAt, body.Currency);
    const invalid = { ...(maxLiability === undefined ? { MaxLiability: t(lang, 'backoffice-trading:errors.amount') } : {}), ...(autoSuspendAt === undefined ? { AutoSuspendAt: t(lang, 'backoffice-trading:errors.amount') } : {}) };
    if (Object.keys(invalid).length > 0) throw new StaffError(400, 'VALIDATION', t(lang, 'backoffice-trading:errors.amount'), invalid);
    const marketId = await marketOf(lang, matchId, body.MarketKey);
    const suspended = (await suspendedMarketIds(db, matchId)).get(marketId) === true;
    const row = await audited(db, actor, 'trading.limits', async (tx) => {
      const { before, after } = await setMarketLimits(tx, matchId, body.MarketKey, { currency: body.Currency, maxLiability: maxLiability!, autoSuspendAt: autoSuspendAt! });
      return { result: after, audit: { targetType: 'market', targetId: `${matchId}:${body.MarketKey}`, before: before && limitsView(before, suspended), after: limitsView(after, suspended), reason: body.Reason } };
    });
    return c.json(ok({ Limits: limitsView(row, suspended), MarketKey: body.MarketKey }), 200);
  });
  // The one reopen of a suspended market, whoever suspended it: the liability page's alert calls it by key.
  router.openapi(routes.reopen, async (c) => {
    const staff = await requireStaff(c, db, config, 'trading.control');
    const lang = languageOf(c);
    const { matchId } = c.req.valid('param');
    const body = c.req.valid('json');
    const marketId = await marketOf(lang, matchId, body.MarketKey);
    const notSuspended = () => new StaffError(400, 'VALIDATION', t(lang, 'backoffice-trading:errors.notSuspended'), { MarketKey: t(lang, 'backoffice-trading:errors.notSuspended') });
    if (!(await suspendedMarketIds(db, matchId)).has(marketId)) throw notSuspended();
    await setSuspension(db, { kind: 'staff', staff }, lang, { scope: 'market', id: BigInt(marketId) }, false, body.Reason);
    const limits = (await limitsOf(db, matchId)).get(body.MarketKey);
    return c.json(ok({ Limits: limits ? limitsView(limits, false) : null, MarketKey: body.MarketKey }), 200);
  });
  return router;
}
