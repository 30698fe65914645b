import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { setMaxListeners } from 'node:events';
import type { Redis } from 'ioredis';
import { redisConnection } from './redis';
import type { SplitTopics } from './sportsbook-events';
import type { PlatformEvents } from './upstream/platform-events';

/**
 * Topics whose events concern one player (they carry userId). Each player's events go on a channel of
 * their own (topic:userId), so an event costs the gateway its player's subscriptions, not a filter run
 * in every signed-in player's (docs/capacity.md: on shared topics 25 players at the Super Bowl peak
 * would take a gateway's core). A broadcast (userId null) goes on the EVERYONE channel.
 */
export type PlayerTopic = { [Topic in keyof PlatformEvents]: PlatformEvents[Topic] extends { userId: string | null } ? Topic : never }[keyof PlatformEvents];
export const EVERYONE = 'everyone';

type Topics = { [Topic in Exclude<keyof PlatformEvents, PlayerTopic>]: [PlatformEvents[Topic]] } & {
  [Topic in PlayerTopic]: [userId: string, event: PlatformEvents[Topic]];
} & SplitTopics;

const once = (client: Redis, event: 'ready') => new Promise<void>((resolve) => client.once(event, () => resolve()));

export function createGatewayPubSub(redisUrl: string | undefined) {
  if (!redisUrl) {
    // Every live view listens on the same few topics: Node's default warning at 11 listeners is noise here.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<Topics>({ eventTarget: eventTarget as never }), ready: Promise.resolve(), close: async () => {} };
  }
  const publishClient = redisConnection(redisUrl, 'publish');
  const subscribeClient = redisConnection(redisUrl, 'subscribe');
  const pubsub = createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    pubsub,
    /**
     * Both connections are up. A SUBSCRIBE queued while the subscriber connects
     * races ioredis's ready check (INFO), which Redis then refuses in subscriber
     * mode, and the subscription is lost: the gateway listens only after this.
     */
    ready: Promise.all([once(publishClient, 'ready'), once(subscribeClient, 'ready')]).then(() => {}),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type PubSub = ReturnType<typeof createGatewayPubSub>['pubsub'];

/** Puts a platform event on its channel: its player's (or EVERYONE's) when it carries userId, else its topic's. */
export function publishPlatformEvent(pubsub: PubSub, topic: keyof PlatformEvents, payload: unknown): void {
  const userId = (payload as { userId?: string | null }).userId;
  if (userId === undefined) pubsub.publish(topic as Exclude<keyof PlatformEvents, PlayerTopic>, payload as never);
  else pubsub.publish(topic as PlayerTopic, userId ?? EVERYONE, payload as never);
}

/**
 * A PubSub subscription listening from this call on. Yoga's subscribe() answers a Repeater, which adds
 * its listener only at the first next(): a resolver that reads the current state after subscribing
 * (to replay it) would lose an event published between its read and graphql-ws's first pull.
 */
export function listeningNow<T>(events: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let first: Promise<IteratorResult<T>> | null = events.next();
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      const pending = first ?? events.next();
      first = null;
      return pending;
    },
    return: (value?: unknown) => events.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
