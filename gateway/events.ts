import { randomUUID } from 'node:crypto';
import { redisConnection } from './redis';
import type { Metrics } from './metrics';
import { publishPlatformEvent, type PubSub } from './pubsub';
import { type Publish, splitFeedEvent } from './sportsbook-events';
import type { PlatformEvents } from './upstream/platform-events';
import type { Platforms } from './upstream/platforms';
import { log } from './log';
import { tracedUpstreamCall } from './tracing';

export interface SseEvent {
  id: string;
  event: string;
  data: string;
}

/** Incremental text/event-stream parser: feed chunks, get complete events. */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let current: SseEvent = { id: '', event: 'message', data: '' };
  return (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line === '') {
        if (current.data !== '') onEvent(current);
        current = { id: current.id, event: 'message', data: '' };
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') current.id = value;
        else if (field === 'event') current.event = value;
        else if (field === 'data') current.data = current.data ? `${current.data}\n${value}` : value;
      }
    }
  };
}

interface ConsumerOptions {
  platforms: Platforms;
  pubsub: PubSub;
  metrics: Metrics;
  /** Where the last delivered id is kept between (re)connections. */
  cursor?: { get(): Promise<string | null>; set(id: string): Promise<void> };
}

/**
 * Streams the platform's outbox into PubSub, forever: on any failure it
 * reconnects with Last-Event-ID, so a restart of either side loses nothing.
 */
export function consumePlatformEvents({ platforms, pubsub, metrics, cursor }: ConsumerOptions) {
  const controller = new AbortController();
  let lastId: string | null = null;
  metrics.feedingEvents.set(1);
  const done = (async () => {
    let backoff = 250;
    lastId = (await cursor?.get()) ?? null;
    while (!controller.signal.aborted) {
      try {
        const headers = new Headers(lastId ? { 'last-event-id': lastId } : {});
        const response = await tracedUpstreamCall('GET', '/api/events', platforms.urls[0]!, headers, () => platforms.fetch('/api/events', { headers, signal: controller.signal }));
        if (!response.ok || !response.body) throw new Error(`events stream answered ${response.status}`);
        backoff = 250;
        const pending: Promise<void>[] = [];
        const parse = createSseParser((event) => {
          lastId = event.id;
          metrics.events.inc({ topic: event.event });
          const payload = JSON.parse(event.data) as unknown;
          publishPlatformEvent(pubsub, event.event as keyof PlatformEvents, payload);
          splitFeedEvent(event.event, payload, pubsub.publish as Publish);
          if (cursor) pending.push(cursor.set(event.id));
        });
        const decoder = new TextDecoder();
        for await (const chunk of response.body) {
          parse(decoder.decode(chunk as Uint8Array, { stream: true }));
          await Promise.all(pending.splice(0));
        }
      } catch (error) {
        if (controller.signal.aborted) break;
        log.warn({ err: (error as Error).message, retryInMs: backoff }, 'platform events interrupted');
      }
      await new Promise((resolve) => setTimeout(resolve, backoff));
      backoff = Math.min(backoff * 2, 5000);
    }
  })();
  return {
    lastEventId: () => lastId,
    /** Whether this process feeds the PubSub (always, without Redis). */
    isFeeding: () => !controller.signal.aborted,
    async close() {
      controller.abort();
      await done;
      metrics.feedingEvents.set(0);
    },
  };
}

// As the platform's leases (platform/leader.ts): a dead leader's place is taken within about 7 s. One
// Redis call a second per gateway renews the lease or looks whether it lapsed.
const LEASE_MS = 6_000;
const RENEW_MS = 1_000;
// Renew or release only our own lease.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * With Redis, every gateway instance shares one PubSub, so exactly one of them
 * may feed it or subscribers would get each event once per instance. The
 * instances elect a leader with an expiring lease; the cursor lives in Redis so a
 * new leader resumes where the old one stopped.
 */
export function consumeAsLeader(redisUrl: string, options: Omit<ConsumerOptions, 'cursor'>) {
  const redis = redisConnection(redisUrl, 'leader');
  const me = randomUUID();
  const cursor = {
    get: () => redis.get('oddsgate:events:cursor'),
    set: async (id: string) => void (await redis.set('oddsgate:events:cursor', id)),
  };
  let consumer: ReturnType<typeof consumePlatformEvents> | null = null;
  const tick = async () => {
    try {
      const held = consumer
        ? (await redis.eval(RENEW, 1, 'oddsgate:events:leader', me, LEASE_MS)) === 1
        : (await redis.set('oddsgate:events:leader', me, 'PX', LEASE_MS, 'NX')) === 'OK';
      if (held && !consumer) {
        consumer = consumePlatformEvents({ ...options, cursor });
        log.info('leading: this gateway feeds the platform events to every gateway');
      }
      if (!held && consumer) {
        await consumer.close();
        consumer = null;
        log.warn('lost the event-stream lease: another gateway feeds the events now');
      }
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'leader election failed');
    }
  };
  void tick();
  const timer = setInterval(tick, RENEW_MS);
  return {
    isFeeding: () => consumer !== null,
    async close() {
      clearInterval(timer);
      await consumer?.close();
      await redis.eval(`if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`, 1, 'oddsgate:events:leader', me).catch(() => 0);
      redis.disconnect();
    },
  };
}
