/**
 * Operator control of the feed: force an event on a live match (demos, support, end-to-end tests), and,
 * with the test controls on (TEST_CONTROLS), create scripted matches that only these calls move.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { ErrorEnvelope, envelope, errorResponses, json, ok } from '../http/envelope';
import { DomainError } from '../http/errors';
import { jsonBody } from '../http/routes';
import { feedKeyOfMatch, matchIdOfFeedKey } from '../sportsbook/store';
import type { FeedAdapter, InjectedEvent, SportKey } from './adapter';
import { recordAudit } from '../staff/audit';
import { requireActor, staffHeaders } from '../staff/guard';

const EVENTS: Record<string, InjectedEvent | ((seconds: number) => InjectedEvent)> = {
  'score-home': { kind: 'score', side: 'home' },
  'score-away': { kind: 'score', side: 'away' },
  'bet-stop-on': { kind: 'bet-stop', on: true },
  'bet-stop-off': { kind: 'bet-stop', on: false },
  end: { kind: 'end' },
  // A trader's manual move of every price of the match (and back to the model with price-reset).
  'odds-up': { kind: 'price-shift', percent: 25 },
  'odds-down': { kind: 'price-shift', percent: -20 },
  // A one-tick drift of a live favourite (a fiftieth of the winnings): what an odds-change tolerance takes.
  'odds-drift': { kind: 'price-shift', percent: -2 },
  'price-reset': { kind: 'price-shift', percent: 0 },
  // Scripted matches only: they have no clock of their own.
  clock: (seconds) => ({ kind: 'clock', seconds }),
  'kick-off': { kind: 'kick-off' },
};

const SPORT_KEYS = ['soccer', 'basketball', 'tennis', 'baseball', 'ice-hockey', 'counter-strike', 'dota-2'] as const satisfies readonly SportKey[];


const injectRoute = createRoute({
  method: 'post',
  path: '/api/admin/feed/inject',
  summary: 'Force an event on a live match (a trader, or the machine token)',
  request: {
    headers: staffHeaders,
    body: jsonBody(
      z
        .object({
          MatchId: z.number().int().positive(),
          Event: z.enum(Object.keys(EVENTS) as [string, ...string[]]),
          /** `clock`: the seconds of play to run (a day at most). */
          Seconds: z.number().int().min(1).max(86_400).optional(),
        })
        .refine((body) => typeof EVENTS[body.Event] !== 'function' || body.Seconds !== undefined, { path: ['Seconds'], message: 'Required for this event' })
        .openapi('InjectFeedEventRequest'),
    ),
  },
  responses: {
    200: json(envelope('InjectFeedEventResponse', { Applied: z.boolean() }), 'Whether the feed applied it (false: the match is not live, or not scripted for clock and kick-off)'),
    401: json(ErrorEnvelope, 'No staff session and no machine token'),
    403: json(ErrorEnvelope, 'Wrong token, or a role that may not'),
    404: json(ErrorEnvelope, 'No such match'),
    ...errorResponses,
  },
});

const scriptRoute = createRoute({
  method: 'post',
  path: '/api/admin/feed/scripted',
  summary: 'Create a scripted match that only operator events move (test controls only: 404 without TEST_CONTROLS)',
  request: {
    headers: staffHeaders,
    body: jsonBody(
      z
        .object({
          Sport: z.enum(SPORT_KEYS),
          Live: z.boolean(),
          Streamed: z.boolean().default(false),
          ClockSeconds: z.number().int().min(0).max(86_400).optional(),
          StartsInMinutes: z.number().int().min(1).max(7 * 24 * 60).optional(),
          Strength: z.object({ Home: z.number().min(-3).max(3), Away: z.number().min(-3).max(3) }).optional(),
        })
        .openapi('ScriptedMatchRequest'),
    ),
  },
  responses: {
    200: json(envelope('ScriptedMatchResponse', { MatchId: z.number().int() }), 'The new match, announced and priced'),
    401: json(ErrorEnvelope, 'No staff session and no machine token'),
    403: json(ErrorEnvelope, 'Wrong token, or a role that may not'),
    404: json(ErrorEnvelope, 'Test controls are off, or the feed cannot script'),
    ...errorResponses,
  },
});

export function feedRoutes(db: Db, config: PlatformConfig, feed: () => FeedAdapter | null) {
  const router = createRouter();
  router.openapi(injectRoute, async (c) => {
    const actor = await requireActor(c, db, config, 'feed.inject');
    const { MatchId, Event, Seconds } = c.req.valid('json');
    const feedKey = await feedKeyOfMatch(db, BigInt(MatchId));
    if (feedKey === null) throw new DomainError(404, 'NOT_FOUND', 'No such match');
    const entry = EVENTS[Event]!;
    // The schema's refine makes Seconds present for the events that take it.
    const event = typeof entry === 'function' ? entry(Seconds!) : entry;
    const adapter = feed();
    const applied = adapter?.inject ? await adapter.inject(feedKey, event) : false;
    await recordAudit(db, actor, 'feed.inject', { targetType: 'match', targetId: MatchId, after: { Event, ...(Seconds === undefined ? {} : { Seconds }), Applied: applied } });
    return c.json(ok({ Applied: applied }), 200);
  });
  router.openapi(scriptRoute, async (c) => {
    const actor = await requireActor(c, db, config, 'test.controls');
    const adapter = feed();
    if (!config.testControls || !adapter?.script) throw new DomainError(404, 'NOT_FOUND', 'Not found');
    const body = c.req.valid('json');
    const key = await adapter.script({
      sport: body.Sport,
      live: body.Live,
      streamed: body.Streamed,
      ...(body.ClockSeconds === undefined ? {} : { clockSeconds: body.ClockSeconds }),
      ...(body.StartsInMinutes === undefined ? {} : { startsInMinutes: body.StartsInMinutes }),
      ...(body.Strength ? { strength: { home: body.Strength.Home, away: body.Strength.Away } } : {}),
    });
    const matchId = await matchIdOfFeedKey(db, key);
    if (matchId === null) throw new Error(`the scripted match ${key} was not stored`);
    await recordAudit(db, actor, 'test.controls', { targetType: 'match', targetId: matchId, after: body });
    return c.json(ok({ MatchId: Number(matchId) }), 200);
  });
  return router;
}
