import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { errorResponses } from '../http/envelope';
import type { OutboxNotifier } from './notifier';
import type { Lifecycle } from '../http/lifecycle';
import { positionAfter, positionNow, readAfter } from './store';
import { trackStream } from '../metrics';

const noop = () => {};
const BATCH = 500;
const HEARTBEAT_MS = 15_000;
/** A missed wake-up (a lost signal, a stuck poll) costs at most this much delay. */
const SAFETY_POLL_MS = 5_000;
/** While an event waits for an older transaction to end, how often the stream looks whether it has. */
const HELD_POLL_MS = 50;

/**
 * Which of the rows read (in delivery order) may be delivered now: the final ones, which come first.
 * held: a row waits for an older transaction still running (it is visible but could still be
 * preceded), so the stream looks again soon, with or without a signal.
 */
export function deliverable<R extends { final: boolean }>(rows: readonly R[]): { ready: R[]; held: boolean } {
  const waiting = rows.findIndex((row) => !row.final);
  return waiting === -1 ? { ready: [...rows], held: false } : { ready: rows.slice(0, waiting), held: true };
}

const eventsRoute = createRoute({
  method: 'get',
  path: '/api/events',
  summary: 'Domain events as Server-Sent Events, in transaction-visibility order (none skipped), resumable with Last-Event-ID',
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

export function eventRoutes(db: Db, notifier: OutboxNotifier, lifecycle: Lifecycle) {
  const router = createRouter();
  router.openapi(eventsRoute, async (c) => {
    const { after, topics } = c.req.valid('query');
    const resumeFrom = c.req.valid('header')['last-event-id'] ?? after;
    const topicFilter = topics ? topics.split(',').map((t) => t.trim()).filter(Boolean) : null;
    let position = resumeFrom !== undefined ? await positionAfter(db, BigInt(resumeFrom)) : await positionNow(db);

    return streamSSE(c, async (stream) => {
      // Set by every change signal, cleared before each read: a signal that arrives while a read is
      // under way is not lost, the stream reads again instead of sleeping.
      let signalled = true;
      let wake: () => void = noop;
      const unsubscribe = notifier.onChange(() => {
        signalled = true;
        wake();
      });
      stream.onAbort(() => wake());
      // Its place, for the lag gauge (metrics.ts): how far the furthest-behind stream has yet to go.
      const tracked = { cursor: position.id };
      const untrack = trackStream(tracked);
      // A stopping process ends its streams at once: the consumer resumes from Last-Event-ID elsewhere.
      const stopDrain = lifecycle.onDrain(() => {
        stream.abort();
        wake();
      });
      let lastWrite = Date.now();
      try {
        while (!stream.aborted && !lifecycle.draining) {
          signalled = false;
          const rows = await readAfter(db, position, topicFilter, BATCH);
          const { ready, held } = deliverable(rows);
          for (const row of ready) {
            // Rows of other topics are passed over, but only in order: the position never passes a row still waiting.
            if (row.payload !== undefined) {
              await stream.writeSSE({ id: String(row.id), event: row.topic, data: JSON.stringify(row.payload) });
              lastWrite = Date.now();
            }
            position = { txid: row.txid, id: row.id };
            tracked.cursor = row.id;
          }
          if (!held && rows.length === BATCH) continue;
          if (Date.now() - lastWrite >= HEARTBEAT_MS) {
            await stream.write(': keep-alive\n\n');
            lastWrite = Date.now();
          }
          if (signalled || stream.aborted) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, held ? HELD_POLL_MS : SAFETY_POLL_MS);
            wake = () => {
              wake = noop;
              clearTimeout(timer);
              resolve();
            };
          });
          wake = noop;
        }
      } finally {
        unsubscribe();
        stopDrain();
        untrack();
      }
    });
  });
  return router;
}

