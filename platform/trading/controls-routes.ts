/**
 * The trading desk's controls over REST (issue 19): suspensions of a sport, a match or a market, price
 * and margin overrides and max stakes per market. Every route is a line of the role table (rules/backoffice.ts): `trading.read` for the
 * views (the auditor may read), `trading.control` for the acts, which a person does and which are audited.
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorEnvelope, errorResponsesOf, json, ok } from '../http/envelope';
import { jsonBody, taggedRoute } from '../http/routes';
import { IdParam, languageOf } from '../http/session';
import { formatMinor } from '../money';
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import { StaffErrorCode } from '../staff/errors';
import { requireActor, requireStaff, staffHeaders } from '../staff/guard';
import type { BookMarket } from '../sportsbook/book';
import { SPORTS } from '../sportsbook/catalogue';
import { listSuspensions, setSuspension, type SuspensionTarget } from './suspensions';
import { setMarketMaxStake, STAKE_CURRENCIES } from './stakes';
import { marginPercent, setMarginOverride, setPriceOverride } from './prices';

const route = taggedRoute('backoffice');

const ErrorEnvelope = errorEnvelope('BackofficeTradingErrorEnvelope', [StaffErrorCode]);
const errors = {
  ...errorResponsesOf(ErrorEnvelope),
  401: json(ErrorEnvelope, 'No staff session, or it ended'),
  403: json(ErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(ErrorEnvelope, 'No such sport, match or market'),
} as const;

const Reason = z.string().trim().min(1).max(500).openapi({ description: 'Why: it goes to the audit log with the before and after' });
// Request bodies spell the modes inline: a nullable $ref is printed as allOf [$ref] and would lose its null.
const OVERRIDE_MODES = ['fixed', 'offset'] as const;
const ModeOrRelease = z.enum(OVERRIDE_MODES).nullable().openapi({ description: 'null releases the override' });
const OverrideMode = z.enum(OVERRIDE_MODES).openapi('TradingOverrideMode', { description: "fixed: kept until released; offset: the feed's later moves applied on top (for a margin: re-priced at it)" });
const Scope = z.enum(['sport', 'match', 'market']).openapi('TradingSuspensionScope', { description: 'What a suspension covers' });

const Suspension = z
  .object({
    Scope,
    SportId: z.number().int(),
    MatchId: z.string().nullable(),
    MarketId: z.string().nullable(),
    Reason: z.string(),
    StaffUserName: z.string().openapi({ description: 'The trader who suspended it' }),
    CreatedDate: z.string().openapi({ description: 'When (ISO 8601)' }),
  })
  .openapi('TradingSuspension');

const ControlledMarket = z
  .object({
    Id: z.string(),
    Key: z.string(),
    Type: z.string(),
    Line: z.number().nullable(),
    FeedSuspended: z.boolean().openapi({ description: 'The feed itself has it suspended (bet stop, after a score, practically decided)' }),
    DeskSuspended: z.boolean().openapi({ description: 'The desk suspended it (or its match or sport)' }),
    Odds: z.array(z.object({ Id: z.string(), Key: z.string().openapi({ description: 'The outcome, e.g. "home": what a price override names' }), Title: z.string(), Price: z.number().nullable(), IsSuspended: z.boolean() }).openapi('TradingOdd')),
    MaxStakes: z.array(z.object({ Currency: z.string(), MaxStake: z.string() }).openapi('TradingMaxStake')).openapi({ description: "The desk's max stake per currency, major units" }),
    Override: z
      .union([
        z
          .object({
            Mode: OverrideMode,
            Margin: z.string().nullable().openapi({ description: 'The trader\'s margin in percent ("5.00") for a margin override; null for prices' }),
            Prices: z.record(z.string(), z.number()).openapi({ description: "Outcome key → the trader's price (empty for a margin)" }),
            Reason: z.string(),
            StaffUserName: z.string(),
            CreatedDate: z.string().openapi({ description: 'When (ISO 8601)' }),
          })
          .openapi('TradingPriceOverride'),
        z.null(),
      ])
      .openapi({ description: "The trader's override of its prices or margin; null: the feed's" }),
  })
  .openapi('TradingControlledMarket');

const routes = {
  sports: route({
    method: 'get',
    path: '/api/backoffice/trading/sports',
    summary: 'The sports we carry, each with its suspension by the desk if any',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('BackofficeTradingSportsResponse', { Sports: z.array(z.object({ Id: z.number().int(), Name: z.string(), Suspension: z.union([Suspension, z.null()]).openapi({ description: 'null: open' }) }).openapi('TradingSport')) }), 'The sports'), ...errors },
  }),
  match: route({
    method: 'get',
    path: '/api/backoffice/trading/matches/{id}/controls',
    summary: "A match's markets as the desk controls them: suspensions (the match's, its sport's, its markets'), price or margin overrides and max stakes",
    request: { headers: staffHeaders, params: IdParam },
    responses: {
      200: json(
        envelope('BackofficeTradingMatchControlsResponse', {
          Match: z
            .object({
              Id: z.string(),
              Name: z.string(),
              SportId: z.number().int(),
              Status: z.string(),
              Markets: z.array(ControlledMarket),
              Suspensions: z.array(Suspension),
              StakeCurrencies: z.array(z.string()).openapi({ description: 'The currencies a max stake may be set in (the book\'s)' }),
            })
            .openapi('TradingMatchControls'),
        }),
        'The match',
      ),
      ...errors,
    },
  }),
  suspend: route({
    method: 'post',
    path: '/api/backoffice/trading/suspensions',
    summary: 'Suspends (Suspended: true) or reopens a sport, a match or a market: bets on it are refused at once with SELECTION_SUSPENDED, cash-out too',
    request: {
      headers: staffHeaders,
      body: jsonBody(
        z
          .object({
            Scope,
            Id: z.string().regex(/^\d{1,18}$/).openapi({ description: 'The sport, match or market id' }),
            Suspended: z.boolean(),
            Reason,
          })
          .openapi('BackofficeTradingSuspensionRequest'),
      ),
    },
    responses: { 200: json(envelope('BackofficeTradingSuspensionResponse', { Suspended: z.boolean() }), 'Done (doing what is already so changes nothing)'), ...errors },
  }),
  maxStake: route({
    method: 'put',
    path: '/api/backoffice/trading/markets/{id}/max-stake',
    summary: "Sets (or with MaxStake null lifts) a market's max stake in a currency: the max bet becomes the smaller of the operator's and the market's",
    request: {
      headers: staffHeaders,
      params: IdParam,
      body: jsonBody(
        z
          .object({
            Currency: z.enum(STAKE_CURRENCIES),
            MaxStake: z.string().max(40).nullable().openapi({ description: 'Major units, e.g. "50.00"; null lifts it' }),
            Reason,
          })
          .openapi('BackofficeTradingMaxStakeRequest'),
      ),
    },
    responses: { 200: json(envelope('BackofficeTradingMaxStakeResponse', { MaxStake: z.string().nullable() }), 'Set or lifted'), ...errors },
  }),
  prices: route({
    method: 'put',
    path: '/api/backoffice/trading/markets/{id}/prices',
    summary: "Overrides a market's prices per outcome ('fixed': kept until released; 'offset': the feed's later moves applied on top), or with Mode null releases them to the feed's",
    request: {
      headers: staffHeaders,
      params: IdParam,
      body: jsonBody(
        z
          .object({
            Mode: ModeOrRelease,
            Prices: z.record(z.string().max(100), z.string().max(20)).openapi({ description: 'Outcome key → decimal price, e.g. { "home": "2.10" }' }),
            Reason,
          })
          .openapi('BackofficeTradingPricesRequest'),
      ),
    },
    responses: {
      200: json(envelope('BackofficeTradingPricesResponse', { Prices: z.record(z.string(), z.number()).nullable().openapi({ description: "The trader's prices now; null when released" }) }), 'Set or released'),
      ...errors,
    },
  }),
  margin: route({
    method: 'put',
    path: '/api/backoffice/trading/markets/{id}/margin',
    summary:
      "Sets a market's margin: its prices re-derived from the feed's at the trader's margin ('fixed': from the feed's prices now, kept until released; 'offset': the feed's later moves re-priced at it), replacing any price override; Mode null releases it",
    request: {
      headers: staffHeaders,
      params: IdParam,
      body: jsonBody(
        z
          .object({
            Mode: ModeOrRelease,
            Margin: z.string().max(20).nullable().openapi({ description: 'Percent, 2 to 25 in hundredths, e.g. "5" or "4.50"; ignored on release' }),
            Reason,
          })
          .openapi('BackofficeTradingMarginRequest'),
      ),
    },
    responses: {
      200: json(
        envelope('BackofficeTradingMarginResponse', {
          Margin: z.string().nullable().openapi({ description: 'The margin now ("5.00"); null when released' }),
          Prices: z.record(z.string(), z.number()).nullable().openapi({ description: "Outcome key → the market's price now; null when released" }),
        }),
        'Set or released',
      ),
      ...errors,
    },
  }),
};

type SuspensionRow = Awaited<ReturnType<typeof listSuspensions>>[number];
const suspensionView = (row: SuspensionRow) => ({
  Scope: row.scope,
  SportId: row.sport_id,
  MatchId: row.match_id === null ? null : String(row.match_id),
  MarketId: row.market_id === null ? null : String(row.market_id),
  Reason: row.reason,
  StaffUserName: row.username,
  CreatedDate: new Date(row.created_at).toISOString(),
});

/** Mount with app.route('/', tradingControlRoutes(db, config)). */
export function tradingControlRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.sports, async (c) => {
    await requireActor(c, db, config, 'trading.read');
    const sportWide = (await listSuspensions(db, {})).filter((row) => row.scope === 'sport');
    return c.json(
      ok({
        Sports: SPORTS.map((sport) => {
          const row = sportWide.find((suspension) => suspension.sport_id === sport.id);
          return { Id: sport.id, Name: sport.originalName, Suspension: row ? suspensionView(row) : null };
        }),
      }),
      200,
    );
  });
  router.openapi(routes.match, async (c) => {
    await requireActor(c, db, config, 'trading.read');
    const id = BigInt(c.req.valid('param').id);
    const match = await db.selectFrom('matches').select(['id', 'name', 'sport_id', 'status', 'book', 'feed_book']).where('id', '=', id).executeTakeFirst();
    if (!match) throw new DomainError(404, 'NOT_FOUND', t(languageOf(c), 'backoffice-trading-controls:errors.matchNotFound'));
    const served = match.book as BookMarket[];
    const feed = new Map(((match.feed_book ?? match.book) as BookMarket[]).map((market) => [market.ID, market]));
    const suspensions = await listSuspensions(db, { matchId: id });
    const overrides = await db
      .selectFrom('trading_price_overrides as o')
      .innerJoin('staff', 'staff.id', 'o.staff_id')
      .select(['o.market_id', 'o.mode', 'o.prices', 'o.margin_bp', 'o.reason', 'o.created_at', 'staff.username'])
      .where('o.match_id', '=', id)
      .execute();
    const overrideOf = (marketId: number) => {
      const row = overrides.find((candidate) => Number(candidate.market_id) === marketId);
      if (!row) return null;
      const margin = row.margin_bp === null ? null : marginPercent(row.margin_bp);
      return { Mode: row.mode, Margin: margin, Prices: row.prices, Reason: row.reason, StaffUserName: row.username, CreatedDate: new Date(row.created_at).toISOString() };
    };
    const limits = await db.selectFrom('trading_market_stakes').select(['market_id', 'currency', 'max_stake']).where('match_id', '=', id).orderBy('currency').execute();
    const whole = suspensions.some((row) => row.scope !== 'market');
    return c.json(
      ok({
        Match: {
          Id: String(match.id),
          Name: match.name,
          SportId: match.sport_id,
          Status: match.status,
          Markets: served.map((market) => ({
            Id: String(market.ID),
            Key: market.Key,
            Type: market.Type,
            Line: market.Line,
            FeedSuspended: feed.get(market.ID)?.IsSuspended ?? market.IsSuspended,
            DeskSuspended: whole || suspensions.some((row) => row.scope === 'market' && Number(row.market_id) === market.ID),
            Odds: market.Odds.map((odd) => ({ Id: String(odd.ID), Key: odd.Key, Title: odd.Title, Price: odd.Price, IsSuspended: odd.IsSuspended })),
            MaxStakes: limits.filter((row) => Number(row.market_id) === market.ID).map((row) => ({ Currency: row.currency, MaxStake: formatMinor(BigInt(row.max_stake), row.currency) })),
            Override: overrideOf(market.ID),
          })),
          Suspensions: suspensions.map(suspensionView),
          StakeCurrencies: STAKE_CURRENCIES,
        },
      }),
      200,
    );
  });
  router.openapi(routes.suspend, async (c) => {
    const staff = await requireStaff(c, db, config, 'trading.control');
    const body = c.req.valid('json');
    const target: SuspensionTarget = body.Scope === 'sport' ? { scope: 'sport', id: Number(body.Id) } : { scope: body.Scope, id: BigInt(body.Id) };
    const done = await setSuspension(db, { kind: 'staff', staff }, languageOf(c), target, body.Suspended, body.Reason);
    return c.json(ok({ Suspended: done.suspended }), 200);
  });
  router.openapi(routes.maxStake, async (c) => {
    const staff = await requireStaff(c, db, config, 'trading.control');
    const body = c.req.valid('json');
    const done = await setMarketMaxStake(db, { kind: 'staff', staff }, languageOf(c), BigInt(c.req.valid('param').id), { currency: body.Currency, maxStake: body.MaxStake, reason: body.Reason });
    return c.json(ok({ MaxStake: done.maxStake }), 200);
  });
  router.openapi(routes.prices, async (c) => {
    const staff = await requireStaff(c, db, config, 'trading.control');
    const body = c.req.valid('json');
    const done = await setPriceOverride(db, { kind: 'staff', staff }, languageOf(c), BigInt(c.req.valid('param').id), { mode: body.Mode, prices: body.Prices, reason: body.Reason });
    return c.json(ok({ Prices: done.prices }), 200);
  });
  router.openapi(routes.margin, async (c) => {
    const staff = await requireStaff(c, db, config, 'trading.control');
    const body = c.req.valid('json');
    const done = await setMarginOverride(db, { kind: 'staff', staff }, languageOf(c), BigInt(c.req.valid('param').id), { mode: body.Mode, margin: body.Margin, reason: body.Reason });
    return c.json(ok({ Margin: done.margin, Prices: done.prices }), 200);
  });
  return router;
}
