import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { errorResponses } from '../http/envelope';
import type { OutboxNotifier } from './notifier';

const noop = () => {};
const BATCH = 500;
const HEARTBEAT_MS = 15_000;
/** A missed NOTIFY (a dropped LISTEN connection) costs at most this much delay. */
const SAFETY_POLL_MS = 5_000;

const eventsRoute = createRoute({
  method: 'get',
  path: '/api/events',
  summary: 'Domain events as Server-Sent Events, in commit order, resumable with Last-Event-ID',
  request: {
    headers: z.object({ 'last-event-id': z.string().regex(/^\d+$/).optional() }),
    query: z.object({
      after: z.string().regex(/^\d+$/).optional().openapi({ description: 'Resume after this event id (0 replays everything); default: only new events' }),
      topics: z.string().optional().openapi({ description: 'Comma-separated topics to receive; default: all', example: 'balance.changed' }),
    }),
  },
  responses: {
    200: { description: 'An endless text/event-stream: `id`, `event` (the topic) and `data` (JSON) per event', content: { 'text/event-stream': { schema: z.string() } } },
    ...errorResponses,
  },
});

export function eventRoutes(db: Db, notifier: OutboxNotifier) {
  const router = createRouter();
  router.openapi(eventsRoute, async (c) => {
    const { after, topics } = c.req.valid('query');
    const resumeFrom = c.req.valid('header')['last-event-id'] ?? after;
    const topicFilter = topics ? topics.split(',').map((t) => t.trim()).filter(Boolean) : null;
    let cursor = resumeFrom !== undefined ? BigInt(resumeFrom) : await latestEventId(db);

    return streamSSE(c, async (stream) => {
      let wake: () => void = noop;
      const unsubscribe = notifier.onChange(() => wake());
      stream.onAbort(() => wake());
      let lastWrite = Date.now();
      try {
        while (!stream.aborted) {
          const rows = await db
            .selectFrom('outbox_events')
            .select(['id', 'topic', 'payload'])
            .where('id', '>', cursor)
            .$if(topicFilter !== null, (q) => q.where('topic', 'in', topicFilter!))
            .orderBy('id')
            .limit(BATCH)
            .execute();
          for (const row of rows) {
            await stream.writeSSE({ id: String(row.id), event: row.topic, data: JSON.stringify(row.payload) });
            cursor = row.id;
            lastWrite = Date.now();
          }
          if (rows.length === BATCH) continue;
          if (Date.now() - lastWrite >= HEARTBEAT_MS) {
            await stream.write(': keep-alive\n\n');
            lastWrite = Date.now();
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, SAFETY_POLL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        unsubscribe();
      }
    });
  });
  return router;
}

async function latestEventId(db: Db): Promise<bigint> {
  const result = await sql<{ id: bigint | null }>`select max(id) as id from outbox_events`.execute(db);
  return result.rows[0]?.id ?? 0n;
}
