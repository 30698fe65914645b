import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishRelease } from '../../platform/system/release';
import { createSseParser, type SseEvent } from '../../gateway/events';
import { startPlatform } from '../helpers/platform';

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
    // The safety poll is 5 s: arriving well before it means NOTIFY woke the stream.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('rejects a malformed Last-Event-ID with the envelope', async () => {
    const response = await fetch(`${base}/api/events`, { headers: { 'last-event-id': 'yesterday' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ HasErrors: true, ErrorCode: 'VALIDATION' });
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
