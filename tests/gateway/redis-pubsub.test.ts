import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { twoGatewaysOnRedis } from '../helpers/stack';
import { REDIS_SERVER } from '../helpers/servers';
import { wsClient } from '../helpers/ws';

function collect(url: string) {
  const hashes: string[] = [];
  const client = wsClient(url);
  client.subscribe<{ releasePublished: { hash: string } }>(
    { query: 'subscription { releasePublished { hash } }' },
    { next: (result) => hashes.push(result.data!.releasePublished.hash), error: () => {}, complete: () => {} },
  );
  return { hashes, client };
}

const until = async (condition: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * Several gateway instances behind a load balancer share one Redis-backed
 * PubSub. Only the elected instance feeds it from the platform, so a subscriber
 * gets each event once, wherever it is connected; when that instance goes away
 * another takes over from the stored cursor and nothing is lost.
 */
describe.skipIf(!REDIS_SERVER)('subscriptions across gateway instances (REDIS_URL)', () => {
  const suite = twoGatewaysOnRedis();

  const publish = (hash: string) =>
    fetch(`${suite.stack.platformUrl}/api/admin/release`, {
      method: 'POST',
      headers: { 'x-admin-token': 'oddsgate-admin', 'content-type': 'application/json' },
      body: JSON.stringify({ Hash: hash }),
    });

  it('delivers every event exactly once to subscribers on either instance, also after a failover', async () => {
    const onFirst = collect(suite.stack.graphqlUrl);
    const onSecond = collect(suite.secondUrl);
    // Exactly one of the two holds the lease and feeds the shared PubSub.
    await until(() => [suite.stack.gateway, suite.second].filter((g) => g.isFeedingEvents()).length === 1);
    expect([suite.stack.gateway, suite.second].filter((g) => g.isFeedingEvents())).toHaveLength(1);
    // Both gateways have subscribed to the topic in Redis (each subscribes once the
    // graphql-ws subscription reaches it); an event published before that is, as in
    // any pub/sub, not theirs to receive.
    const probe = new Redis(suite.redisUrl);
    const subscribers = async () => Number(((await probe.pubsub('NUMSUB', 'release.published')) as [string, number])[1]);
    const deadline = Date.now() + 15_000;
    while ((await subscribers()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    probe.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the leader's SSE stream is open

    await publish('shared-1');
    await until(() => onFirst.hashes.length >= 1 && onSecond.hashes.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 500)); // room for a duplicate to show up
    expect(onFirst.hashes).toEqual(['shared-1']);
    expect(onSecond.hashes).toEqual(['shared-1']);

    // The first instance leaves; an event published before anyone has taken over must still arrive.
    await onFirst.client.dispose();
    await suite.stack.gateway.close();
    await publish('while-failing-over');
    await until(() => onSecond.hashes.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onSecond.hashes).toEqual(['shared-1', 'while-failing-over']);
    await onSecond.client.dispose();
  }, 40_000);
});
