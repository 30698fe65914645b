import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { setMaxListeners } from 'node:events';
import type { Redis } from 'ioredis';
import { redisConnection } from './redis';
import type { SplitTopics } from './sportsbook-events';
import type { PlatformEvents } from './upstream/platform-events';

type Topics = { [Topic in keyof PlatformEvents]: [PlatformEvents[Topic]] } & SplitTopics;

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
