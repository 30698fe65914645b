import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { loadGatewayConfig } from '../../gateway/config';
import { createGatewayServer } from '../../gateway/server';
import { createSocketFanout, Encoded, TRY_AGAIN_LATER } from '../../gateway/socket-fanout';
import { wsClient } from '../helpers/ws';

/**
 * A shared subscription's results go to every socket encoded once (issue 20), and a socket that reads
 * slowly gets the latest state instead of a backlog; one that stays stuck is told to reconnect. The
 * gateway alone (no platform: its events are published here), real sockets, small bounds.
 */
const gateway = createGatewayServer(
  { ...loadGatewayConfig({}), upstreamUrls: ['http://127.0.0.1:9'], webDist: '', webServerEntry: '' },
  { fanoutLimits: { softBytes: 64 * 1024, stuckMs: 1500, checkMs: 20 } },
);
let wsUrl = '';
beforeAll(async () => {
  wsUrl = `ws://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}/graphql`;
});
afterAll(() => gateway.close());
afterEach(() => vi.restoreAllMocks());

const RELEASES = 'subscription { releasePublished { hash } }';
const publish = (hash: string) => gateway.pubsub.publish('release.published', { hash });
const until = async (condition: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A bare graphql-transport-ws client: every frame as the server sent it, and a socket the test can stop reading. */
async function rawSubscriber(id: string) {
  const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { perMessageDeflate: false });
  const frames: string[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    if (text.includes('"connection_ack"')) socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: RELEASES } }));
    else frames.push(text);
  });
  await new Promise((resolve) => socket.on('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  const hashes = () => frames.map((frame) => (JSON.parse(frame) as { payload?: { data?: { releasePublished: { hash: string } } } }).payload?.data?.releasePublished.hash);
  return { socket, frames, hashes, closed };
}

/** Subscribed: a first event reached it (graphql-ws has no "subscribed" answer). */
async function live(subscribers: { hashes(): unknown[] }[]) {
  const seen = subscribers.map((s) => s.hashes().length);
  let n = 0;
  await until(() => {
    publish(`warm-${n++}`);
    return subscribers.every((s, i) => s.hashes().length > seen[i]!);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Two subscribers, one of which stops reading; then 8 MB of results, more than the kernel's buffers
 * between the two ends hold, so the gateway sees that socket behind.
 */
async function flood(id: string) {
  const paused = await rawSubscriber(id);
  const fast = await rawSubscriber('fast');
  await live([paused, fast]);
  paused.socket.pause();
  const big = 'x'.repeat(100 * 1024);
  const sent = Array.from({ length: 80 }, (_, i) => `${i}-${big}`);
  for (const hash of sent) {
    publish(hash);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { paused, fast, sent };
}

describe('fan-out of a shared subscription', () => {
  it('encodes each result once and sends every subscriber the same bytes under its own id', async () => {
    const subscribers = await Promise.all(['a', 'b', 'c'].map((id) => rawSubscriber(id)));
    await live(subscribers);
    const stringify = vi.spyOn(JSON, 'stringify');
    publish('build-42');
    await until(() => subscribers.every((s) => s.hashes().includes('build-42')));
    const encodings = stringify.mock.calls.filter((args) => JSON.stringify.call(JSON, args[0]).includes('build-42'));
    stringify.mockRestore();
    expect(encodings).toHaveLength(1);
    for (const [i, id] of ['a', 'b', 'c'].entries()) {
      expect(subscribers[i]!.frames.at(-1)).toBe(`{"id":"${id}","type":"next","payload":{"data":{"releasePublished":{"hash":"build-42"}}}}`);
    }
    for (const s of subscribers) s.socket.close();
  });

  it('keeps the graphql-ws protocol: a client that completes hears nothing more, the others go on', async () => {
    const client = wsClient(wsUrl.replace(/^ws/, 'http'));
    const heard: string[] = [];
    const unsubscribe = client.subscribe<{ releasePublished: { hash: string } }>(
      { query: RELEASES },
      { next: (result) => heard.push(result.data!.releasePublished.hash), error: () => {}, complete: () => {} },
    );
    const other = await rawSubscriber('other');
    await live([{ hashes: () => heard }, other]);
    publish('before');
    await until(() => heard.includes('before'));
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 100));
    publish('after');
    await until(() => other.hashes().includes('after'));
    expect(heard).not.toContain('after');
    await client.dispose();
    other.socket.close();
  });

  it('sends a socket that reads slowly the latest value once it drains, not the backlog; the others get every one', async () => {
    const { paused: slow, fast, sent } = await flood('slow');
    await until(() => fast.hashes().includes(sent.at(-1)));
    slow.socket.resume();
    await until(() => slow.hashes().includes(sent.at(-1)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const slowHeard = slow.hashes().filter((hash) => sent.includes(hash!));
    expect(slowHeard.at(-1)).toBe(sent.at(-1));
    expect(slowHeard.length).toBeLessThan(sent.length);
    expect(fast.hashes().filter((hash) => sent.includes(hash!))).toEqual(sent);
    slow.socket.close();
    fast.socket.close();
  });

  it('closes a socket that stays stuck with 1013 (try again later: graphql-ws clients reconnect), the others unaffected', async () => {
    const { paused: stuck, fast } = await flood('stuck');
    await new Promise((resolve) => setTimeout(resolve, 2500)); // past stuckMs without draining
    publish('later');
    await until(() => fast.hashes().includes('later'));
    // The close frame waits behind what the kernel already holds: the client reads it once it reads again.
    stuck.socket.resume();
    expect(await stuck.closed).toBe(TRY_AGAIN_LATER);
    expect(stuck.hashes()).not.toContain('later');
    fast.socket.close();
  });
});

const odds = (matchId: string, reshaped: boolean, ...prices: [string, number][]) =>
  new Encoded({ data: { oddsChanged: { matchId, reshaped, odds: prices.map(([id, price]) => ({ id, price })) } } });

describe('conflation while a socket is behind', () => {
  it("keeps each match's latest price of every odd that moved, and a reshape once seen", async () => {
    const sent: string[] = [];
    const socket = { bufferedAmount: 1_000_000, readyState: 1, send: (data: string) => void sent.push(data), close: () => {} };
    const target = createSocketFanout({ softBytes: 1000, stuckMs: 60_000, checkMs: 5 }).target({ socket, id: '7' });
    target.send(odds('m1', true, ['o1', 1.5], ['o2', 2.5]));
    target.send(odds('m2', false, ['o9', 9]));
    target.send(odds('m1', false, ['o1', 1.6]));
    target.send(odds('m1', false, ['o3', 3.1], ['o1', 1.7]));
    expect(sent).toEqual([]);
    socket.bufferedAmount = 0;
    await until(() => sent.length === 2);
    expect(sent.map((frame) => JSON.parse(frame) as unknown)).toEqual([
      { id: '7', type: 'next', payload: { data: { oddsChanged: { matchId: 'm2', reshaped: false, odds: [{ id: 'o9', price: 9 }] } } } },
      {
        id: '7',
        type: 'next',
        payload: { data: { oddsChanged: { matchId: 'm1', reshaped: true, odds: [{ id: 'o2', price: 2.5 }, { id: 'o3', price: 3.1 }, { id: 'o1', price: 1.7 }] } } },
      },
    ]);
  });
});
