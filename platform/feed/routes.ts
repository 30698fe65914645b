/** Operator control of the feed: force an event on a live match (demos, support, end-to-end tests). */
import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { requireAdmin } from '../http/admin';
import { createRouter } from '../http/app';
import { ErrorEnvelope, envelope, errorResponses, json, ok } from '../http/envelope';
import { DomainError } from '../http/errors';
import type { FeedAdapter, InjectedEvent } from './adapter';

const EVENTS: Record<string, InjectedEvent> = {
  'score-home': { kind: 'score', side: 'home' },
  'score-away': { kind: 'score', side: 'away' },
  'bet-stop-on': { kind: 'bet-stop', on: true },
  'bet-stop-off': { kind: 'bet-stop', on: false },
  end: { kind: 'end' },
  // A trader's manual move of every price of the match (and back to the model with price-reset).
  'odds-up': { kind: 'price-shift', percent: 25 },
  'odds-down': { kind: 'price-shift', percent: -20 },
  'price-reset': { kind: 'price-shift', percent: 0 },
};

const injectRoute = createRoute({
  method: 'post',
  path: '/api/admin/feed/inject',
  summary: 'Force an event on a live match (operator)',
  request: {
    headers: z.object({ 'x-admin-token': z.string() }),
    body: {
      content: {
        'application/json': {
          schema: z.object({ MatchId: z.number().int().positive(), Event: z.enum(Object.keys(EVENTS) as [string, ...string[]]) }).openapi('InjectFeedEventRequest'),
        },
      },
    },
  },
  responses: {
    200: json(envelope('InjectFeedEventResponse', { Applied: z.boolean() }), 'Whether the feed applied it (false: the match is not live)'),
    403: json(ErrorEnvelope, 'Wrong admin token'),
    404: json(ErrorEnvelope, 'No such match'),
    ...errorResponses,
  },
});

export function feedRoutes(db: Db, config: PlatformConfig, feed: () => FeedAdapter | null) {
  const router = createRouter();
  router.openapi(injectRoute, async (c) => {
    requireAdmin(c.req.valid('header')['x-admin-token'], config.adminToken);
    const { MatchId, Event } = c.req.valid('json');
    const match = await db.selectFrom('matches').select('feed_key').where('id', '=', BigInt(MatchId)).executeTakeFirst();
    if (!match) throw new DomainError(404, 'NOT_FOUND', 'No such match');
    const adapter = feed();
    const applied = adapter?.inject ? await adapter.inject(match.feed_key, EVENTS[Event]!) : false;
    return c.json(ok({ Applied: applied }), 200);
  });
  return router;
}
