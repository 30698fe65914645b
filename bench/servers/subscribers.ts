/**
 * A load process: thousands of graphql-ws subscribers, each a WebSocket of its own (as each browser tab
 * is), speaking graphql-transport-ws by hand (connection_init → connection_ack → subscribe → next…),
 * which costs far less per socket than a full client library. Each subscriber watches one match; every
 * message it receives is stamped on arrival with the machine's monotonic clock, and the bench maps it
 * back to the change that caused it through the price (feed.ts seqOf).
 */
import WebSocket from 'ws';
import { cpuMs, monotonicMs, serveParent } from './child';
import { seqOf } from './feed';

export interface OpenArgs {
  /** The servers' graphql-ws URLs: several gateway processes, as behind a balancer (--gateways). */
  wsUrls: string[];
  /** One entry per subscriber: which of wsUrls it connects to (0 when absent). */
  servers?: number[];
  /** Persisted document id of the subscription. */
  documentId: string;
  operationName: string;
  /** One entry per subscriber: the match it watches (database id). */
  matches: number[];
  /** Handshakes in flight at once. */
  concurrency: number;
  /** One entry per subscriber: whether it reads its socket deliberately slowly (--slow-percent). */
  slow?: boolean[];
}

/** A slow subscriber reads for SLOW_READ_MS once every SLOW_EVERY_MS and leaves its socket unread meanwhile. */
const SLOW_EVERY_MS = 1000;
const SLOW_READ_MS = 5;
export interface OpenResult {
  connected: number;
  failed: number;
  errors: string[];
}
export interface CollectResult {
  /** In-order messages that belong to a change of the schedule, to subscribers that read at full speed. */
  delivered: number;
  /** Slow subscribers, and how many of them ended on the last price published for their match. */
  slow: number;
  slowLatest: number;
  /** Messages of a change already seen (or older than one seen) by that subscriber. */
  duplicates: number;
  /** Delivery latency of each message delivered to a subscriber that reads at full speed, ms: publish call → received. */
  latencies: Float64Array;
  /** The gateway's share: change received from the platform → message received. */
  fanOut: Float64Array;
}

interface Subscriber {
  matchId: number;
  globalId: string;
  socket: WebSocket | null;
  lastSeq: number;
  received: number;
  /** The server acknowledged the connection and the subscription was sent. */
  acked: boolean;
  closed: boolean;
  slow: boolean;
  /** Index of the server it is connected to. */
  server: number;
}

const subscribers: Subscriber[] = [];
const errors: string[] = [];
let failed = 0;
let unexpectedClose = 0;
let wrongMatch = 0;
// Every arrival, in order: which subscriber, which change, when.
let rSub = new Int32Array(1 << 16);
let rSeq = new Int32Array(1 << 16);
let rTime = new Float64Array(1 << 16);
let receipts = 0;

const grow = <T extends Int32Array | Float64Array>(array: T, make: (n: number) => T) => {
  const bigger = make(array.length * 2);
  bigger.set(array);
  return bigger;
};

function record(sub: number, seq: number, time: number) {
  if (receipts === rSub.length) {
    rSub = grow(rSub, (n) => new Int32Array(n));
    rSeq = grow(rSeq, (n) => new Int32Array(n));
    rTime = grow(rTime, (n) => new Float64Array(n));
  }
  rSub[receipts] = sub;
  rSeq[receipts] = seq;
  rTime[receipts] = time;
  receipts++;
}

const fail = (message: string) => {
  failed++;
  if (errors.length < 5) errors.push(message);
};

function connect(index: number, { wsUrls, documentId, operationName }: OpenArgs): Promise<void> {
  const sub = subscribers[index]!;
  const wsUrl = wsUrls[sub.server]!;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (error?: string) => {
      if (settled) return;
      settled = true;
      if (error) fail(error);
      resolve();
    };
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { perMessageDeflate: false });
    sub.socket = socket;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (data: Buffer) => {
      const arrived = monotonicMs();
      const message = JSON.parse(data.toString()) as { type: string; payload?: unknown };
      if (message.type === 'next') {
        const result = message.payload as { data?: { oddsChanged?: { matchId: string; odds: { price: number | null }[] } }; errors?: { message: string }[] };
        const changed = result.data?.oddsChanged;
        if (!changed) {
          if (errors.length < 5) errors.push(`next without data: ${JSON.stringify(result.errors ?? result)}`);
          return;
        }
        if (changed.matchId !== sub.globalId) wrongMatch++;
        for (const odd of changed.odds) if (odd.price !== null) record(index, seqOf(odd.price), arrived);
        sub.received++;
      } else if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: '', operationName, variables: { matches: [sub.globalId] }, extensions: { persistedQuery: { version: 1, sha256Hash: documentId } } },
          }),
        );
        sub.acked = true;
        if (sub.slow) readSlowly(socket);
        settle();
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'error') {
        if (errors.length < 5) errors.push(`subscribe refused: ${JSON.stringify(message.payload)}`);
      }
    });
    socket.on('error', (error) => settle(error.message));
    socket.on('close', (code, reason) => {
      if (!sub.closed) {
        unexpectedClose++;
        settle(`closed ${code} ${reason.toString()}`);
      }
    });
  });
}

/** Leaves the socket unread but for a moment each second: the server sees a consumer that cannot keep up. */
function readSlowly(socket: WebSocket) {
  socket.pause();
  const timer = setInterval(() => {
    socket.resume();
    setTimeout(() => socket.pause(), SLOW_READ_MS);
  }, SLOW_EVERY_MS);
  socket.once('close', () => clearInterval(timer));
}

async function open(args: OpenArgs): Promise<OpenResult> {
  const first = subscribers.length;
  for (const [i, matchId] of args.matches.entries()) {
    const globalId = Buffer.from(`Match:${matchId}`).toString('base64');
    subscribers.push({ matchId, globalId, socket: null, lastSeq: 0, received: 0, acked: false, closed: false, slow: args.slow?.[i] ?? false, server: args.servers?.[i] ?? 0 });
  }
  const failedBefore = failed;
  let next = first;
  const lane = async () => {
    while (next < subscribers.length) await connect(next++, args);
  };
  await Promise.all(Array.from({ length: Math.max(1, args.concurrency) }, lane));
  return { connected: subscribers.length - first - (failed - failedBefore), failed: failed - failedBefore, errors };
}

/** Waits until every subscriber heard at least once (its subscription is live), or the time-out. */
async function waitLive({ timeoutMs }: { timeoutMs: number }) {
  const until = monotonicMs() + timeoutMs;
  const live = () => subscribers.filter((sub) => sub.received > 0).length;
  const connected = subscribers.filter((sub) => sub.acked).length;
  while (live() < connected && monotonicMs() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return { live: live(), connected };
}

export interface Changes {
  matchIds: Int32Array;
  seqs: Int32Array;
  times: Float64Array;
}

const indexOf = ({ matchIds, seqs, times }: Changes) => {
  const index = new Map<number, Map<number, number>>();
  for (let i = 0; i < matchIds.length; i++) {
    let bySeq = index.get(matchIds[i]!);
    if (!bySeq) index.set(matchIds[i]!, (bySeq = new Map()));
    bySeq.set(seqs[i]!, times[i]!);
  }
  return index;
};

/**
 * Matches the arrivals against the changes published (match id, seq → publish time) and, when given, the
 * times each server received each change from the platform (by server index: the server's share of a
 * subscriber's latency is the rest; null for a server too busy to say).
 */
async function collect({ published, atGateway }: { published: Changes; atGateway?: (Changes | null)[] }): Promise<CollectResult> {
  // A slow socket reads once a second: what reached it just before counting stopped is still unread. One
  // more reading before it is judged on its last price.
  if (subscribers.some((sub) => sub.slow)) await new Promise((resolve) => setTimeout(resolve, SLOW_EVERY_MS + 500));
  const sent = indexOf(published);
  const reached = atGateway?.map((changes) => (changes ? indexOf(changes) : null));
  const latencies: number[] = [];
  const fanOut: number[] = [];
  let duplicates = 0;
  let delivered = 0;
  const lastOf = new Map<number, number>();
  for (let i = 0; i < published.matchIds.length; i++) lastOf.set(published.matchIds[i]!, Math.max(lastOf.get(published.matchIds[i]!) ?? 0, published.seqs[i]!));
  for (let r = 0; r < receipts; r++) {
    const sub = subscribers[rSub[r]!]!;
    const seq = rSeq[r]!;
    const publishedAt = sent.get(sub.matchId)?.get(seq);
    if (publishedAt === undefined) continue;
    if (seq <= sub.lastSeq) {
      duplicates++;
      continue;
    }
    sub.lastSeq = seq;
    if (sub.slow) continue;
    delivered++;
    latencies.push(rTime[r]! - publishedAt);
    const gatewayAt = reached?.[sub.server]?.get(sub.matchId)?.get(seq);
    if (gatewayAt !== undefined) fanOut.push(rTime[r]! - gatewayAt);
  }
  const slow = subscribers.filter((sub) => sub.slow);
  const slowLatest = slow.filter((sub) => sub.lastSeq === lastOf.get(sub.matchId)).length;
  return { delivered, slow: slow.length, slowLatest, duplicates, latencies: Float64Array.from(latencies), fanOut: Float64Array.from(fanOut) };
}

serveParent(
  {},
  {
    open: (args: OpenArgs) => open(args),
    waitLive: (args: { timeoutMs: number }) => waitLive(args),
    /** Arrivals so far (the bench waits for them to stop growing after the last change). */
    count: () => ({ receipts, unexpectedClose, wrongMatch, errors }),
    collect: (args: { published: Changes; atGateway?: (Changes | null)[] }) => collect(args),
    stats: () => ({ cpuMs: cpuMs(), rssMb: process.memoryUsage().rss / 2 ** 20 }),
    /** Closes every socket and forgets them: the next open starts afresh (against another server). */
    close: () => {
      const count = subscribers.length;
      for (const sub of subscribers) {
        sub.closed = true;
        sub.socket?.terminate();
      }
      subscribers.length = 0;
      receipts = 0;
      failed = 0;
      unexpectedClose = 0;
      wrongMatch = 0;
      errors.length = 0;
      return count;
    },
  },
  async () => {
    for (const sub of subscribers) {
      sub.closed = true;
      sub.socket?.terminate();
    }
  },
);
