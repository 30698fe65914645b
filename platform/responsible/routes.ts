/**
 * Responsible gambling's routes (issue 17): the player's tools under /api/responsible and a
 * TEST_CONTROLS-only hook that advances a player's clock. Staff read a player's history in the back
 * office's compliance routes (compliance/routes.ts).
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, json, ok } from '../http/envelope';
import { jsonBody, taggedRoute } from '../http/routes';
import { IdParam, languageOf, requirePlayer, sessionHeader } from '../http/session';
import { toMinor } from '../money';
import { Exclusion, HistoryEntry, LimitChangeEffect, LimitKind, LimitPeriod, NetPosition, Overview, RealityCheck, RealityCheckMinutes, SelfExclusionTerm, TimeOutTerm, errors } from './contract';
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import { StaffErrorEnvelope } from '../staff/errors';
import { requireActor, staffHeaders } from '../staff/guard';
import { advanceClock, confirmLimitChange, exclude, limitHistory, netPosition, overview, realityCheck, setLimit, setRealityCheck, setSessionLimit, skipLimitPrompt } from './service';

const route = taggedRoute('responsible-gambling');
const OverviewResponse = envelope('ResponsibleOverviewResponse', Overview);

/** The test-controls route answers the role table's refusals (no staff session, a role that may not, the machine token for a person's read). */
const staffRefusals = {
  401: json(StaffErrorEnvelope, 'No staff session, or it ended'),
  403: json(StaffErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
} as const;

const routes = {
  overview: route({
    method: 'get',
    path: '/api/responsible',
    summary: "The player's profile, limits (use, remaining, reset, pending loosenings), session limit, reality check and exclusion",
    request: { headers: sessionHeader },
    responses: { 200: json(OverviewResponse, 'Overview'), ...errors },
  }),
  setLimit: route({
    method: 'put',
    path: '/api/responsible/limits',
    summary: 'Set a deposit, loss or wager limit for a period (Amount null removes it): tighter at once, looser after the cooling-off and a confirmation',
    request: {
      headers: sessionHeader,
      body: jsonBody(z.object({ Kind: LimitKind, Period: LimitPeriod, Amount: z.string().max(30).nullable() }).openapi('ResponsibleLimitRequest')),
    },
    responses: { 200: json(envelope('ResponsibleLimitResponse', { Effect: LimitChangeEffect, ...Overview }), 'Applied, pending or unchanged'), ...errors },
  }),
  confirmLimit: route({
    method: 'post',
    path: '/api/responsible/limits/confirm',
    summary: "Confirm a pending looser limit once its cooling-off is over (COOLING_OFF before, NOTHING_PENDING without one)",
    request: { headers: sessionHeader, body: jsonBody(z.object({ Kind: LimitKind, Period: LimitPeriod }).openapi('ResponsibleConfirmRequest')) },
    responses: { 200: json(OverviewResponse, 'Applied'), ...errors },
  }),
  sessionLimit: route({
    method: 'put',
    path: '/api/responsible/session-limit',
    summary: "Session time limit in minutes (null: none): the session ends at the limit and sign-in pauses for the profile's minutes",
    request: { headers: sessionHeader, body: jsonBody(z.object({ Minutes: z.number().int().min(5).max(24 * 60).nullable() }).openapi('ResponsibleSessionLimitRequest')) },
    responses: { 200: json(OverviewResponse, 'Set'), ...errors },
  }),
  skipLimitPrompt: route({
    method: 'post',
    path: '/api/responsible/limit-prompt/skip',
    summary: 'Skip the deposit-limit prompt (remembered for the account); LIMIT_PROMPT_REQUIRED where the profile does not allow it',
    request: { headers: sessionHeader },
    responses: { 200: json(OverviewResponse, 'Skipped'), ...errors },
  }),
  setRealityCheck: route({
    method: 'put',
    path: '/api/responsible/reality-check',
    summary: 'Reality-check interval (15, 30 or 60 minutes; null: none unless the profile imposes one)',
    request: { headers: sessionHeader, body: jsonBody(z.object({ Minutes: RealityCheckMinutes.nullable() }).openapi('ResponsibleRealityCheckRequest')) },
    responses: { 200: json(OverviewResponse, 'Set'), ...errors },
  }),
  realityCheck: route({
    method: 'get',
    path: '/api/responsible/reality-check',
    summary: "This session's reality check: time since sign-in, stakes, returns and net position, and when the next check is due",
    request: { headers: sessionHeader },
    responses: { 200: json(envelope('ResponsibleRealityCheckResponse', RealityCheck), 'This session'), ...errors },
  }),
  timeOut: route({
    method: 'post',
    path: '/api/responsible/time-out',
    summary: 'Take a time-out (24h, 7d, 30d, 6w), effective at once: every session ends',
    request: { headers: sessionHeader, body: jsonBody(z.object({ Term: TimeOutTerm }).openapi('ResponsibleTimeOutRequest')) },
    responses: { 200: json(envelope('ResponsibleExclusionResponse', { Exclusion: Exclusion }), 'In force'), ...errors },
  }),
  selfExclusion: route({
    method: 'post',
    path: '/api/responsible/self-exclusion',
    summary: 'Self-exclude (6m, 1y, 2y, 5y), effective at once and irreversible before its end: sessions end, bonuses are forfeited, marketing stops',
    request: { headers: sessionHeader, body: jsonBody(z.object({ Term: SelfExclusionTerm }).openapi('ResponsibleSelfExclusionRequest')) },
    responses: { 200: json(envelope('ResponsibleSelfExclusionResponse', { Exclusion: Exclusion }), 'In force'), ...errors },
  }),
  netPosition: route({
    method: 'get',
    path: '/api/responsible/net-position',
    summary: 'Deposits, withdrawals and net deposits over the last 12 months',
    request: { headers: sessionHeader },
    responses: { 200: json(envelope('ResponsibleNetPositionResponse', NetPosition), 'Net position'), ...errors },
  }),
  history: route({
    method: 'get',
    path: '/api/responsible/history',
    summary: "The player's limit history: every limit change, time-out, self-exclusion, refusal by a limit and affordability flag, newest first",
    request: { headers: sessionHeader },
    responses: { 200: json(envelope('ResponsibleHistoryResponse', { Entries: z.array(HistoryEntry) }), 'History'), ...errors },
  }),
  advanceClock: route({
    method: 'post',
    path: '/api/admin/responsible/{id}/clock',
    summary: "Test stacks only (TEST_CONTROLS=true): advance a player's responsible-gambling clock; 404 elsewhere",
    request: { headers: staffHeaders, params: IdParam, body: jsonBody(z.object({ AdvanceMinutes: z.number().int().min(1).max(10 * 366 * 24 * 60) }).openapi('ResponsibleClockRequest')) },
    responses: { 200: json(envelope('ResponsibleClockResponse', { Now: z.string().openapi({ format: 'date-time' }) }), "The player's clock now"), ...errors, ...staffRefusals },
  }),
};

async function playerExists(db: Db, id: bigint, c: Parameters<typeof languageOf>[0]) {
  const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!user) throw new DomainError(404, 'NOT_FOUND', t(languageOf(c), 'errors:NOT_FOUND'));
}

/** Mount with app.route('/', responsibleRoutes(db, config)). */
export function responsibleRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.overview, async (c) => c.json(ok(await overview(db, (await requirePlayer(db, config, c)).userId)), 200));
  router.openapi(routes.setLimit, async (c) => {
    const player = await requirePlayer(db, config, c);
    const { Kind, Period, Amount } = c.req.valid('json');
    let amount: bigint | null = null;
    if (Amount !== null) {
      amount = toMinor(Amount, player.currency);
      if (amount === null) {
        const message = t(player.lang, 'responsible:invalidAmount');
        throw new DomainError(400, 'VALIDATION', message, { Amount: message });
      }
    }
    return c.json(ok(await setLimit(db, player, Kind, Period, amount)), 200);
  });
  router.openapi(routes.confirmLimit, async (c) => {
    const player = await requirePlayer(db, config, c);
    const { Kind, Period } = c.req.valid('json');
    return c.json(ok(await confirmLimitChange(db, player, Kind, Period)), 200);
  });
  router.openapi(routes.sessionLimit, async (c) => c.json(ok(await setSessionLimit(db, await requirePlayer(db, config, c), c.req.valid('json').Minutes)), 200));
  router.openapi(routes.skipLimitPrompt, async (c) => c.json(ok(await skipLimitPrompt(db, await requirePlayer(db, config, c))), 200));
  router.openapi(routes.setRealityCheck, async (c) => c.json(ok(await setRealityCheck(db, await requirePlayer(db, config, c), c.req.valid('json').Minutes)), 200));
  router.openapi(routes.realityCheck, async (c) => {
    const player = await requirePlayer(db, config, c);
    return c.json(ok(await realityCheck(db, player, c.req.header('x-session-token')!)), 200);
  });
  router.openapi(routes.timeOut, async (c) => {
    const after = await exclude(db, await requirePlayer(db, config, c), 'time_out', c.req.valid('json').Term);
    return c.json(ok({ Exclusion: after.Exclusion! }), 200);
  });
  router.openapi(routes.selfExclusion, async (c) => {
    const after = await exclude(db, await requirePlayer(db, config, c), 'self_exclusion', c.req.valid('json').Term);
    return c.json(ok({ Exclusion: after.Exclusion! }), 200);
  });
  router.openapi(routes.netPosition, async (c) => c.json(ok(await netPosition(db, (await requirePlayer(db, config, c)).userId)), 200));
  router.openapi(routes.history, async (c) => c.json(ok(await limitHistory(db, (await requirePlayer(db, config, c)).userId)), 200));
  router.openapi(routes.advanceClock, async (c) => {
    // Production never moves a player's clock: without TEST_CONTROLS the route does not exist.
    if (!config.testControls) throw new DomainError(404, 'NOT_FOUND', 'Not found');
    await requireActor(c, db, config, 'test.controls');
    const id = BigInt(c.req.valid('param').id);
    await playerExists(db, id, c);
    return c.json(ok(await advanceClock(db, id, c.req.valid('json').AdvanceMinutes * 60_000)), 200);
  });
  return router;
}
