import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../platform/db/transaction';
import { deliverable } from '../../platform/events/routes';
import { publishRelease } from '../../platform/system/release';
import { createSseParser, type SseEvent } from '../../gateway/events';
import { startPlatform } from '../helpers/platform';

/** PGlite runs one transaction at a time: only a server lets two be open at once. */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let platform: Awaited<ReturnType<typeof startPlatform>>;
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  platform = await startPlatform();
  server = serve({ fetch: platform.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  (server as unknown as { closeAllConnections(): void }).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await platform.close();
});

/** Reads SSE events from a real HTTP stream until `count` have arrived. */
async function readEvents(url: string, count: number, headers: Record<string, string> = {}, onOpen?: () => Promise<void>): Promise<SseEvent[]> {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  const response = await fetch(url, { headers, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const parse = createSseParser((event) => events.push(event));
  const decoder = new TextDecoder();
  await onOpen?.();
  for await (const chunk of response.body!) {
    parse(decoder.decode(chunk as Uint8Array, { stream: true }));
    if (events.length >= count) break;
  }
  controller.abort();
  return events;
}

const noop = () => {};

/** An open stream: the events so far, and a way to wait for more. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  let arrived: () => void = noop;
  const response = await fetch(url, { headers, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const parse = createSseParser((event) => {
    events.push(event);
    arrived();
  });
  const decoder = new TextDecoder();
  const reading = (async () => {
    for await (const chunk of response.body!) parse(decoder.decode(chunk as Uint8Array, { stream: true }));
  })().catch(() => {});
  return {
    events,
    /** Resolves once `count` events have arrived in all, or rejects after timeoutMs. */
    async until(count: number, timeoutMs = 10_000): Promise<SseEvent[]> {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${events.length} of ${count} events after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          arrived = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return events.slice(0, count);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

// The stream's ordering is tested on a real topic: each test opens its stream after the events of the ones before.
const TOPIC = 'release.published';
const emitTest = (n: string) => inTransaction(platform.db, async ({ emit }) => emit({ topic: TOPIC, payload: { hash: n } }));
/** An outbox row as another process, or a transaction that will roll back, writes it: past this process's emit. */
const outboxRow = (n: string) => ({ topic: TOPIC, payload: JSON.stringify({ hash: n }) });
/** A transaction that wrote its event and stays open until commit() is called (it then commits). */
async function openWriter(n: string) {
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let inserted!: () => void;
  const written = new Promise<void>((resolve) => (inserted = resolve));
  const done = platform.db.transaction().execute(async (trx) => {
    await trx.insertInto('outbox_events').values(outboxRow(n)).execute();
    inserted();
    await held;
  });
  await written;
  return {
    commit: async () => {
      commit();
      await done;
    },
  };
}
/** A transaction whose outbox insert took an id and then rolled back: the id stays unused forever. */
const rolledBackWrite = (n: string) =>
  platform.db.transaction().execute(async (trx) => {
    await trx.insertInto('outbox_events').values(outboxRow(n)).execute();
    throw new Error('rolled back');
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextId = async () => (await sql<{ id: bigint }>`select nextval('outbox_events_id_seq') as id`.execute(platform.db)).rows[0]!.id;
const ns = (events: SseEvent[]) => events.map((event) => (JSON.parse(event.data) as { hash: string }).hash);

describe('GET /api/events', () => {
  it('streams committed events in order and resumes after Last-Event-ID', async () => {
    for (const hash of ['r1', 'r2', 'r3']) await publishRelease(platform.db, hash);
    const all = await readEvents(`${base}/api/events?after=0&topics=release.published`, 3);
    expect(all.map((e) => JSON.parse(e.data).hash)).toEqual(['r1', 'r2', 'r3']);
    expect(all.every((e) => e.event === 'release.published')).toBe(true);

    const resumed = await readEvents(`${base}/api/events?topics=release.published`, 2, { 'last-event-id': all[0]!.id });
    expect(resumed.map((e) => JSON.parse(e.data).hash)).toEqual(['r2', 'r3']);
  });

  it('delivers an event committed while the stream is open, without polling delay', async () => {
    const started = Date.now();
    const events = await readEvents(`${base}/api/events?topics=release.published`, 1, {}, async () => {
      await publishRelease(platform.db, 'live-one');
    });
    expect(JSON.parse(events[0]!.data)).toEqual({ hash: 'live-one' });
    // The safety poll is 5 s: arriving well before it means the commit woke the stream.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('sees an outbox row written without this process signalling it (another process) through the poll', async () => {
    const stream = await openStream(`${base}/api/events?topics=release.published`);
    const started = Date.now();
    await platform.db.insertInto('outbox_events').values(outboxRow('x')).execute();
    expect(ns(await stream.until(1))).toEqual(['x']);
    expect(Date.now() - started).toBeLessThan(4000);
    await stream.close();
  });

  it('delivers an event that took a lower id and committed seconds later, after the others: never skipped', async () => {
    // As a transaction does that took its id and has not committed yet: the id is taken, the row not there.
    const reserved = await nextId();
    await emitTest('second');
    const stream = await openStream(`${base}/api/events?topics=release.published`, { 'last-event-id': String(reserved - 1n) });
    expect(ns(await stream.until(1))).toEqual(['second']);
    // Longer than any wait a reader could take for a rollback: the late event must still arrive.
    await sleep(2_500);
    await platform.db.insertInto('outbox_events').values({ id: reserved, ...outboxRow('first') }).execute();
    const events = await stream.until(2);
    expect(ns(events)).toEqual(['second', 'first']);
    expect(BigInt(events[1]!.id)).toBe(reserved);
    await stream.close();
  });

  it('does not wait on an id left by a rolled-back transaction', async () => {
    const stream = await openStream(`${base}/api/events?topics=release.published`);
    await expect(rolledBackWrite('never')).rejects.toThrow('rolled back');
    const written = Date.now();
    await emitTest('kept');
    expect(ns(await stream.until(1))).toEqual(['kept']);
    // The commit wakes the stream, which has nothing to wait for (a reader that held gaps waited 2 s).
    expect(Date.now() - written).toBeLessThan(1_000);
    await stream.close();
  });

  it('resumes after an event whose row was pruned without losing a later one', async () => {
    await emitTest('pruned');
    await emitTest('after-pruned');
    const pruned = await platform.db.selectFrom('outbox_events').select('id').where(sql<boolean>`payload->>'hash' = 'pruned'`).executeTakeFirstOrThrow();
    await platform.db.deleteFrom('outbox_events').where('id', '=', pruned.id).execute();
    const stream = await openStream(`${base}/api/events?topics=release.published`, { 'last-event-id': String(pruned.id) });
    expect(ns(await stream.until(1))).toEqual(['after-pruned']);
    await stream.close();
  });

  it.runIf(onServer)('delivers an event committed later under a lower id in order, and loses none (two transactions at once)', async () => {
    const stream = await openStream(`${base}/api/events?topics=release.published`);
    // A takes the lower id and commits last.
    const a = await openWriter('a');
    await emitTest('b');
    // B is committed and has woken the stream, which holds it behind A, still running.
    await sleep(500);
    expect(stream.events).toEqual([]);
    await a.commit();
    const events = await stream.until(2);
    expect(ns(events)).toEqual(['a', 'b']);
    await stream.close();
  });

  it.runIf(onServer)(
    'a transaction held open 10 s while hundreds commit: every consumer gets every event once, in visibility order',
    async () => {
      const first = await openStream(`${base}/api/events?topics=release.published`);
      const long = await openWriter('long');
      const kept: string[] = [];
      for (let batch = 0; batch < 10; batch++) {
        await Promise.all(
          Array.from({ length: 30 }, (_, i) => {
            const n = `${batch}-${i}`;
            if (i === 13) return rolledBackWrite(`rolled-back-${n}`).catch(() => null);
            kept.push(n);
            return emitTest(n);
          }),
        );
      }
      await sleep(10_000);
      // Everything committed after the long transaction began waits for it: none may pass it.
      expect(first.events).toEqual([]);
      await long.commit();
      const events = await first.until(kept.length + 1, 20_000);
      expect(ns(events)[0]).toBe('long');
      expect(ns(events).slice(1).sort()).toEqual([...kept].sort());
      // Delivery order is the outbox's (txid, id) order.
      const ids = events.map((event) => BigInt(event.id));
      const order = await platform.db
        .selectFrom('outbox_events')
        .select('id')
        .where('id', 'in', ids)
        .orderBy(sql`txid`)
        .orderBy('id')
        .execute();
      expect(order.map((row) => row.id)).toEqual(ids);
      // A second consumer resuming from the middle gets exactly the rest, in the same order.
      const middle = events[150]!;
      const second = await openStream(`${base}/api/events?topics=release.published`, { 'last-event-id': middle.id });
      expect((await second.until(events.length - 151)).map((event) => event.id)).toEqual(events.slice(151).map((event) => event.id));
      await sleep(300);
      expect(first.events).toHaveLength(kept.length + 1);
      expect(second.events).toHaveLength(events.length - 151);
      await Promise.all([first.close(), second.close()]);
    },
    60_000,
  );

  it.runIf(onServer)("a long transaction of another database on the same server does not hold this stream", async () => {
    const stream = await openStream(`${base}/api/events?topics=release.published`);
    // Transaction ids are the server's: another application's open write is in every snapshot's running list.
    const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await elsewhere.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('create temporary table held (n int)');
      await elsewhere.query('insert into held values (1)');
      const written = Date.now();
      await emitTest('not-held');
      expect(ns(await stream.until(1))).toEqual(['not-held']);
      expect(Date.now() - written).toBeLessThan(1_000);
    } finally {
      await elsewhere.query('rollback').catch(() => {});
      await elsewhere.end();
      await stream.close();
    }
  });

  it('delivers every committed event of many concurrent transactions exactly once, in visibility order, past rolled-back ones', async () => {
    const stream = await openStream(`${base}/api/events?topics=release.published`);
    const writers = Array.from({ length: 120 }, (_, i) =>
      i % 25 === 7 ? rolledBackWrite('rolled-back').catch(() => null) : emitTest(String(i)),
    );
    await Promise.all(writers);
    const kept = Array.from({ length: 120 }, (_, i) => i).filter((i) => i % 25 !== 7);
    const events = await stream.until(kept.length);
    expect(ns(events).sort((x, y) => Number(x) - Number(y))).toEqual(kept.map(String));
    const ids = events.map((event) => BigInt(event.id));
    const order = await platform.db.selectFrom('outbox_events').select('id').where('id', 'in', ids).orderBy(sql`txid`).orderBy('id').execute();
    expect(order.map((row) => row.id)).toEqual(ids);
    await sleep(300);
    expect(stream.events).toHaveLength(kept.length);
    await stream.close();
  });

  it('rejects a malformed Last-Event-ID with the envelope', async () => {
    const response = await fetch(`${base}/api/events`, { headers: { 'last-event-id': 'yesterday' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ HasErrors: true, ErrorCode: 'VALIDATION' });
  });
});

const row = (id: number, final = true) => ({ id: BigInt(id), final });

describe('the deliverable rows', () => {
  it.each([
    ['no rows', [], [], false],
    ['all final', [row(5), row(9), row(7)], [5, 9, 7], false],
    ['the first still waiting', [row(6, false), row(7, false)], [], true],
    ['final rows, then one waiting', [row(5), row(3), row(8, false)], [5, 3], true],
  ])('%s', (_name, rows, ready, held) => {
    const result = deliverable(rows);
    expect(result.ready.map((r) => Number(r.id))).toEqual(ready);
    expect(result.held).toBe(held);
  });
});

describe('SSE parser', () => {
  it('reassembles events split at any byte', () => {
    const text = 'id: 7\nevent: balance.changed\ndata: {"a":1}\n\n: keep-alive\n\nid: 8\nevent: x\ndata: line1\ndata: line2\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      const events: SseEvent[] = [];
      const parse = createSseParser((event) => events.push(event));
      parse(text.slice(0, cut));
      parse(text.slice(cut));
      expect(events).toEqual([
        { id: '7', event: 'balance.changed', data: '{"a":1}' },
        { id: '8', event: 'x', data: 'line1\nline2' },
      ]);
    }
  });
});
