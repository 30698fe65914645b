import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { errorResponses } from '../http/envelope';
import type { OutboxNotifier } from './notifier';
import type { Lifecycle } from '../http/lifecycle';
import { latestEventId, readAfter } from './store';

const noop = () => {};
const BATCH = 500;
const HEARTBEAT_MS = 15_000;
/** A missed wake-up (a lost signal, a stuck poll) costs at most this much delay. */
const SAFETY_POLL_MS = 5_000;
/**
 * How long a gap in the outbox ids may hold delivery back. Ids come from the sequence as events are
 * inserted, without a lock (db/transaction.ts), so an id below a visible one may still be on its way:
 * its transaction inserted it as its last statement and is committing. Once the event after the gap
 * is older than this, the gap is taken for a rollback (or a sequence jump after a crash, or events
 * pruned) and passed. Taking an id and committing take milliseconds; a rollback after the outbox
 * insert is rare (a commit-time failure), so waiting this long on one costs little.
 */
export const GAP_TIMEOUT_MS = 2_000;
/** While a gap holds delivery, how often the stream looks whether it filled (or aged). */
const GAP_POLL_MS = 50;

export interface OutboxRow {
  id: bigint;
  /** Inserted more than GAP_TIMEOUT_MS ago, by the database's clock. */
  stale: boolean;
}

/**
 * Which of the rows read after `cursor` (in id order) may be delivered now: the consecutive run of ids
 * after it. At a gap the run stops (held: its writer may still commit it, and delivering past it would
 * lose it, as resuming readers start after the highest id delivered) unless the row after the gap is
 * stale, which passes the gap as rolled back.
 */
export function deliverable<R extends OutboxRow>(cursor: bigint, rows: readonly R[]): { ready: R[]; held: boolean } {
  const ready: R[] = [];
  let last = cursor;
  for (const row of rows) {
    if (row.id !== last + 1n && !row.stale) return { ready, held: true };
    ready.push(row);
    last = row.id;
  }
  return { ready, held: false };
}

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

export function eventRoutes(db: Db, notifier: OutboxNotifier, lifecycle: Lifecycle) {
  const router = createRouter();
  router.openapi(eventsRoute, async (c) => {
    const { after, topics } = c.req.valid('query');
    const resumeFrom = c.req.valid('header')['last-event-id'] ?? after;
    const topicFilter = topics ? topics.split(',').map((t) => t.trim()).filter(Boolean) : null;
    let cursor = resumeFrom !== undefined ? BigInt(resumeFrom) : await latestEventId(db);

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
      // A stopping process ends its streams at once: the consumer resumes from Last-Event-ID elsewhere.
      const stopDrain = lifecycle.onDrain(() => {
        stream.abort();
        wake();
      });
      let lastWrite = Date.now();
      try {
        while (!stream.aborted && !lifecycle.draining) {
          signalled = false;
          const rows = await readAfter(db, cursor, topicFilter, { limit: BATCH, staleAfterMs: GAP_TIMEOUT_MS });
          const { ready, held } = deliverable(cursor, rows);
          for (const row of ready) {
            // Rows of other topics are passed over, but only in order: the cursor never jumps a gap.
            if (row.payload !== undefined) {
              await stream.writeSSE({ id: String(row.id), event: row.topic, data: JSON.stringify(row.payload) });
              lastWrite = Date.now();
            }
            cursor = row.id;
          }
          if (!held && rows.length === BATCH) continue;
          if (Date.now() - lastWrite >= HEARTBEAT_MS) {
            await stream.write(': keep-alive\n\n');
            lastWrite = Date.now();
          }
          if (signalled || stream.aborted) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, held ? GAP_POLL_MS : SAFETY_POLL_MS);
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
      }
    });
  });
  return router;
}

