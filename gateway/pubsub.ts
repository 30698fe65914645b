import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { setMaxListeners } from 'node:events';
import { Redis } from 'ioredis';
import type { FeedTopics, SplitTopics } from './sportsbook-events';

/** Platform outbox topics and their payloads (as the platform writes them). */
export interface PlatformEvents extends FeedTopics {
  'release.published': { hash: string };
  /** One per player ledger account a movement touched (platform/db/ledger.ts); balance in minor units. */
  'balance.changed': { userId: string; account: string; currency: string; balance: string };
  /** A deposit or withdrawal was created or changed status (platform/cashier). */
  'cashier.transaction.changed': { userId: string; transactionId: string; statusId: number };
  /** A bonus was appended, claimed, canceled or completed (platform/bonus). */
  'bonus.changed': { userId: string; userBonusId: string; status: number };
  /**
   * A ticket was placed, accepted, declined, offered, settled, rolled back or cashed out (platform/betting).
   * The betting outbox writes PascalCase keys; Status is the seed 002 §9 number.
   */
  'ticket.changed': { UserId: string; TicketId: string; Status: number; Outcome?: 'won' | 'lost' | 'refunded' | 'cashed_out' | null };
  /** A cash-out was accepted, declined or is waiting the live delay; Amount in minor units of the ticket's currency, null when none. */
  'cashout.changed': { UserId: string; TicketId: string; Result: 'none' | 'processing' | 'accepted' | 'declined' | 'failed'; Amount: string | null };
  /** Jackpot pools moved (platform/casino, at most once a second); amount in minor units. */
  'jackpot.changed': { pools: { id: number; code: string; name: string; currency: string; amount: string }[] };
  /** An account of an agent tree was created, edited, locked or unlocked, or had money moved by its agent (platform/agents). */
  'agent.account.changed': { userId: string };
  /** An operator revoked a partner API key (platform/partners): sockets using it close at once. */
  'partner_key.revoked': { keyId: string };
  /** A player won a jackpot pool (platform/casino); amount in minor units. */
  'jackpot.won': { userId: string; winId: string; poolId: number; code: string; name: string; amount: string; currency: string; gameId: number | null };
  /** A player's unread private messages changed (platform/messages); userId null: a broadcast changed everyone's, unread null: read it. */
  'messages.changed': { userId: string | null; unread: number | null };
  /** A private message was sent to a player (userId) or to all (null). */
  'message.received': { userId: string | null; messageId: string };
}

type Topics = { [Topic in keyof PlatformEvents]: [PlatformEvents[Topic]] } & SplitTopics;

const once = (client: Redis, event: 'ready') => new Promise<void>((resolve) => client.once(event, () => resolve()));

export function createGatewayPubSub(redisUrl: string | undefined) {
  if (!redisUrl) {
    // Every live view listens on the same few topics: Node's default warning at 11 listeners is noise here.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<Topics>({ eventTarget: eventTarget as never }), ready: Promise.resolve(), close: async () => {} };
  }
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
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
