import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/** Platform outbox topics and their payloads (as the platform writes them). */
export interface PlatformEvents {
  'release.published': { hash: string };
  'balance.changed': { userId: string; account: string; currency: string; balance: string };
}

type Topics = { [Topic in keyof PlatformEvents]: [PlatformEvents[Topic]] };

export function createGatewayPubSub(redisUrl: string | undefined) {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const pubsub = createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    pubsub,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type PubSub = ReturnType<typeof createGatewayPubSub>['pubsub'];
