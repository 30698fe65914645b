/**
 * The trading desk's REST routes for corrected results and voided markets (issue 19), checked by the role
 * table: the settled matches and their markets are 'trading.read', a preview and a correction 'trading.correct'.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { BettingDeps } from '../betting/context';
import { createRouter } from '../http/app';
import { envelope, json, ok } from '../http/envelope';
import { jsonBody, taggedRoute } from '../http/routes';
import { languageOf } from '../http/session';
import { formatMinor } from '../money';
import { recordAudit } from '../staff/audit';
import { requireStaff, staffHeaders } from '../staff/guard';
import { applyCorrection, CORRECTED_RESULTS, type CorrectionInput, type CorrectionReport, type MarketCorrection, previewCorrection, totalsOf } from './corrections';
import { CorrectionError, tradingError, TradingErrorEnvelope } from './errors';
import { SETTLED_MATCHES_LIMIT, settledMatch, settledMatches } from './settled-matches';

const route = taggedRoute('backoffice');

const errors = {
  400: json(TradingErrorEnvelope, 'Invalid input (an unknown outcome or result, no market): nothing was changed'),
  401: json(TradingErrorEnvelope, 'No staff session'),
  403: json(TradingErrorEnvelope, 'This member of staff may not read the trading desk or correct results'),
  404: json(TradingErrorEnvelope, 'No such match or market'),
  409: json(TradingErrorEnvelope, 'The match is not settled'),
  500: json(TradingErrorEnvelope, 'Unexpected error'),
} as const;

const key = z.string().trim().min(1).max(200);
const CorrectionMarket = z
  .object({
    MarketKey: key.openapi({ description: "The market's key as the feed names it, e.g. match/1x2" }),
    Results: z
      .record(key, z.enum(CORRECTED_RESULTS))
      .refine((results) => Object.keys(results).length <= 50, 'At most 50 outcomes')
      .nullable()
      .openapi({ description: "Each named outcome's corrected result (any outcome not named lost); null voids the market (every item a refund at 1.00)" }),
  })
  .openapi('TradingCorrectionMarket');

const goals = z.number().int().min(0).max(10_000);
const CorrectionScore = z
  .object({ Home: goals, Away: goals })
  .openapi('TradingCorrectionScore', { description: 'The corrected final score: every teaser leg on the match resettles from it (teasers settle from the score, not from outcome results)' });

const CorrectionRequest = z
  .object({
    MatchId: z.number().int().positive().max(2 ** 53),
    Markets: z.array(CorrectionMarket).max(100).openapi({ description: 'May be empty when a Score is given' }),
    Score: CorrectionScore.nullable().optional(),
  })
  .openapi('TradingCorrectionRequest');

const ApplyRequest = CorrectionRequest.extend({ Reason: z.string().trim().min(1).max(500) }).openapi('TradingCorrectionApplyRequest');

const TicketChange = z
  .object({
    TicketId: z.string(),
    UserId: z.string(),
    Currency: z.string(),
    OutcomeBefore: z.string().nullable(),
    ReturnedBefore: z.string(),
    OutcomeAfter: z.string().nullable().openapi({ description: 'null: the ticket reopened (a leg it waited for is no longer lost)' }),
    ReturnedAfter: z.string(),
    Movement: z.string().openapi({ description: "What moves to the player (negative: taken back, as a debt if the balance does not cover it), major units" }),
  })
  .openapi('TradingCorrectionTicket');

const CorrectionTotal = z
  .object({
    Currency: z.string(),
    Tickets: z.number().int().openapi({ description: 'Tickets resettled in this currency' }),
    Paid: z.string().openapi({ description: 'Paid to players, major units' }),
    TakenBack: z.string().openapi({ description: 'Taken back from players, major units (a debt where a balance does not cover it)' }),
  })
  .openapi('TradingCorrectionTotal');

const CorrectionResponse = envelope('TradingCorrectionResponse', {
  CorrectionId: z.string().nullable().openapi({ description: 'null in a preview' }),
  MatchId: z.number().int(),
  Tickets: z.array(TicketChange),
  Totals: z.array(CorrectionTotal).openapi({ description: 'What the correction moves, per currency' }),
});

const SettledMatch = z
  .object({ MatchId: z.number().int(), Name: z.string(), Sport: z.string(), StartsAt: z.string(), HomeScore: z.number().int(), AwayScore: z.number().int() })
  .openapi('TradingSettledMatch');
const SettledMatchesResponse = envelope('TradingSettledMatchesResponse', {
  Matches: z.array(SettledMatch).openapi({ description: `Most recent first, at most ${SETTLED_MATCHES_LIMIT}` }),
  Sports: z.array(z.object({ Id: z.number().int(), Name: z.string() }).openapi('TradingSettledSport')).openapi({ description: 'The sports that have settled matches' }),
});
const SettledOutcome = z
  .object({ Key: z.string(), Title: z.string(), Result: z.string().openapi({ description: 'The result it was settled with (win, lost, refund, halfwin, halflose, cancelled)' }) })
  .openapi('TradingSettledOutcome');
const SettledMatchResponse = envelope('TradingSettledMatchResponse', {
  Match: SettledMatch.extend({
    Markets: z.array(z.object({ Key: z.string(), Tickets: z.number().int().openapi({ description: 'Tickets with a leg on it' }), Outcomes: z.array(SettledOutcome) }).openapi('TradingSettledMarket')),
  }).openapi('TradingSettledMatchDetail'),
});
const SettledQuery = z.object({
  Query: z.string().trim().max(100).optional().openapi({ description: "Part of the match's name" }),
  Date: z.iso.date().optional().openapi({ description: 'The day it started (UTC), yyyy-mm-dd' }),
  SportId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const MatchParam = z.object({ matchId: z.coerce.number().int().positive().max(2 ** 53).openapi({ param: { name: 'matchId', in: 'path' }, example: 1 }) });

const routes = {
  matches: route({
    method: 'get',
    path: '/api/backoffice/trading/corrections/matches',
    summary: 'Settled matches a trader may correct, found by name, day and sport',
    request: { headers: staffHeaders, query: SettledQuery },
    responses: { 200: json(SettledMatchesResponse, 'The settled matches'), ...errors },
  }),
  match: route({
    method: 'get',
    path: '/api/backoffice/trading/corrections/matches/{matchId}',
    summary: "A settled match's markets with the results they were settled with: what a correction starts from",
    request: { headers: staffHeaders, params: MatchParam },
    responses: { 200: json(SettledMatchResponse, 'The match and its settled markets'), ...errors },
  }),
  preview: route({
    method: 'post',
    path: '/api/backoffice/trading/corrections/preview',
    summary: "What a corrected result (or a void market) would do: each affected ticket and the money each way; nothing changes",
    request: { headers: staffHeaders, body: jsonBody(CorrectionRequest) },
    responses: { 200: json(CorrectionResponse, 'The tickets the correction would resettle'), ...errors },
  }),
  apply: route({
    method: 'post',
    path: '/api/backoffice/trading/corrections',
    summary: 'Applies a corrected result (or voids a market) of a settled match: every affected ticket resettled through the ledger; applied again, nothing moves',
    request: { headers: staffHeaders, body: jsonBody(ApplyRequest) },
    responses: { 200: json(CorrectionResponse, 'The tickets resettled'), ...errors },
  }),
};

/** The request as the platform rule takes it: the markets' corrected results and the corrected score. */
const correctionOf = (body: z.infer<typeof CorrectionRequest>): CorrectionInput => ({
  markets: body.Markets.map((market): MarketCorrection => ({ marketKey: market.MarketKey, results: market.Results })),
  score: body.Score ? { home: body.Score.Home, away: body.Score.Away } : null,
});

function view({ correctionId, matchId, tickets }: CorrectionReport) {
  return {
    CorrectionId: correctionId === null ? null : String(correctionId),
    MatchId: matchId,
    Totals: totalsOf(tickets).map((total) => ({
      Currency: total.currency,
      Tickets: total.tickets,
      Paid: formatMinor(total.paid, total.currency),
      TakenBack: formatMinor(total.takenBack, total.currency),
    })),
    Tickets: tickets.map((ticket) => ({
      TicketId: String(ticket.ticketId),
      UserId: String(ticket.userId),
      Currency: ticket.currency,
      OutcomeBefore: ticket.before.outcome,
      ReturnedBefore: formatMinor(ticket.before.returned, ticket.currency),
      OutcomeAfter: ticket.after.outcome,
      ReturnedAfter: formatMinor(ticket.after.returned, ticket.currency),
      Movement: formatMinor(ticket.movement, ticket.currency),
    })),
  };
}

/** The platform rule's refusal in the caller's language. */
async function translated<T>(c: Context, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CorrectionError) throw tradingError(languageOf(c), error.code);
    throw error;
  }
}

export function tradingCorrectionRoutes(deps: BettingDeps) {
  const router = createRouter();
  // Reading what was settled is the desk's read (trading.read); only the correction itself is trading.correct.
  router.openapi(routes.matches, async (c) => {
    await requireStaff(c, deps.db, deps.config, 'trading.read');
    const query = c.req.valid('query');
    return c.json(ok(await settledMatches(deps.db, { query: query.Query, date: query.Date, sportId: query.SportId })), 200);
  });
  router.openapi(routes.match, async (c) => {
    await requireStaff(c, deps.db, deps.config, 'trading.read');
    const { matchId } = c.req.valid('param');
    const match = await settledMatch(deps.db, matchId);
    if (!match) {
      const exists = await deps.db.selectFrom('matches').select('id').where('id', '=', BigInt(matchId) as never).executeTakeFirst();
      throw tradingError(languageOf(c), exists ? 'MATCH_NOT_SETTLED' : 'MATCH_NOT_FOUND');
    }
    return c.json(ok({ Match: match }), 200);
  });
  router.openapi(routes.preview, async (c) => {
    await requireStaff(c, deps.db, deps.config, 'trading.correct');
    const body = c.req.valid('json');
    return c.json(ok(view(await translated(c, () => previewCorrection(deps, body.MatchId, correctionOf(body))))), 200);
  });
  router.openapi(routes.apply, async (c) => {
    const staff = await requireStaff(c, deps.db, deps.config, 'trading.correct');
    const body = c.req.valid('json');
    const correction = correctionOf(body);
    const before = await deps.db.selectFrom('matches').select(['settled', 'home_score', 'away_score']).where('id', '=', BigInt(body.MatchId) as never).executeTakeFirst();
    const report = await translated(c, () => applyCorrection(deps, { matchId: body.MatchId, ...correction, reason: body.Reason, staffId: staff.id }));
    // Settlement commits batch by batch, so the audit entry is written once the whole correction has.
    const settled = (before?.settled ?? {}) as Record<string, unknown>;
    await recordAudit(deps.db, { kind: 'staff', staff }, 'trading.correct', {
      targetType: 'match',
      targetId: body.MatchId,
      before: {
        Markets: Object.fromEntries(correction.markets.map(({ marketKey }) => [marketKey, settled[marketKey] ?? null])),
        ...(body.Score ? { Score: { Home: before?.home_score ?? null, Away: before?.away_score ?? null } } : {}),
      },
      after: { CorrectionId: String(report.correctionId), Markets: body.Markets, ...(body.Score ? { Score: body.Score } : {}), Tickets: report.tickets.length },
      reason: body.Reason,
    });
    return c.json(ok(view(report)), 200);
  });
  return router;
}
