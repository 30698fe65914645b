/**
 * Events about one player go on that player's channel only (gateway/pubsub.ts): a subscription hears its
 * player's events without running a filter over everyone's, and a broadcast goes on the EVERYONE channel.
 */
import { expect, it } from 'vitest';
import { createGatewayPubSub, EVERYONE, publishPlatformEvent } from '../../gateway/pubsub';

/** The first `count` events of a subscription, or what arrived within 200 ms. */
async function heard<T>(iterable: AsyncIterable<T>, count: number): Promise<T[]> {
  const events: T[] = [];
  const iterator = iterable[Symbol.asyncIterator]();
  const deadline = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 200));
  while (events.length < count) {
    const next = await Promise.race([iterator.next(), deadline]);
    if (next === 'late' || next.done) break;
    events.push(next.value);
  }
  await iterator.return?.();
  return events;
}

const balanceEvent = (userId: string, balance: string) => ({ userId, account: 'cash', currency: 'EUR', balance });

it("puts a player's events on the player's channel, a broadcast on everyone's, the rest on the topic", async () => {
  const { pubsub } = createGatewayPubSub(undefined);
  const mine = heard(pubsub.subscribe('balance.changed', '7'), 2);
  const theirs = heard(pubsub.subscribe('balance.changed', '8'), 1);
  const everyone = heard(pubsub.subscribe('messages.changed', EVERYONE), 1);
  const releases = heard(pubsub.subscribe('release.published'), 1);
  await new Promise((resolve) => setTimeout(resolve, 10));

  publishPlatformEvent(pubsub, 'balance.changed', balanceEvent('7', '10.00'));
  publishPlatformEvent(pubsub, 'balance.changed', balanceEvent('7', '9.00'));
  publishPlatformEvent(pubsub, 'messages.changed', { userId: null, unread: null });
  publishPlatformEvent(pubsub, 'release.published', { hash: 'abc' });

  expect(await mine).toEqual([balanceEvent('7', '10.00'), balanceEvent('7', '9.00')]);
  expect(await theirs).toEqual([]);
  expect(await everyone).toEqual([{ userId: null, unread: null }]);
  expect(await releases).toEqual([{ hash: 'abc' }]);
});
