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
  wsUrl: string;
  /** Persisted document id of the subscription. */
  documentId: string;
  operationName: string;
  /** One entry per subscriber: the match it watches (database id). */
  matches: number[];
  /** Handshakes in flight at once. */
  concurrency: number;
}
export interface OpenResult {
  connected: number;
  failed: number;
  errors: string[];
}
export interface CollectResult {
  /** In-order messages that belong to a change of the schedule. */
  delivered: number;
  /** Messages of a change already seen (or older than one seen) by that subscriber. */
  duplicates: number;
  /** Delivery latency of each delivered message, ms: publish call → received. */
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

function connect(index: number, { wsUrl, documentId, operationName }: OpenArgs): Promise<void> {
  const sub = subscribers[index]!;
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

async function open(args: OpenArgs): Promise<OpenResult> {
  const first = subscribers.length;
  for (const matchId of args.matches) {
    subscribers.push({ matchId, globalId: Buffer.from(`Match:${matchId}`).toString('base64'), socket: null, lastSeq: 0, received: 0, acked: false, closed: false });
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
 * times the gateway received each change from the platform (its share of the latency is the rest).
 */
function collect({ published, atGateway }: { published: Changes; atGateway?: Changes }): CollectResult {
  const sent = indexOf(published);
  const reached = atGateway ? indexOf(atGateway) : null;
  const latencies: number[] = [];
  const fanOut: number[] = [];
  let duplicates = 0;
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
    latencies.push(rTime[r]! - publishedAt);
    const gatewayAt = reached?.get(sub.matchId)?.get(seq);
    if (gatewayAt !== undefined) fanOut.push(rTime[r]! - gatewayAt);
  }
  return { delivered: latencies.length, duplicates, latencies: Float64Array.from(latencies), fanOut: Float64Array.from(fanOut) };
}

serveParent(
  {},
  {
    open: (args: OpenArgs) => open(args),
    waitLive: (args: { timeoutMs: number }) => waitLive(args),
    /** Arrivals so far (the bench waits for them to stop growing after the last change). */
    count: () => ({ receipts, unexpectedClose, wrongMatch, errors }),
    collect: (args: { published: Changes; atGateway?: Changes }) => collect(args),
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
