/**
 * Live odds reach thousands of sockets with the same subscription: the same document, variables and
 * language, and fields that read nothing of the viewer. Executing it once per socket made the gateway
 * spend its CPU re-running identical resolvers (bench/live-fanout: p99 of seconds at 10,000
 * subscribers). Identical subscriptions share one execution here: the first subscriber starts it, every
 * result is handed to all of them, and the last one to leave stops it.
 *
 * A subscriber that names its socket (a graphql-ws subscription) is not given the results through an
 * iterator: each result is encoded once and written to its socket by the fan-out (socket-fanout.ts), with
 * conflation when the socket is behind. Its iterator only tells graphql-ws when the subscription ended.
 */
import { Kind, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import { createSocketFanout, Encoded, type Delivery, type FanoutLimits } from './socket-fanout';

type Source = AsyncGenerator<ExecutionResult> | AsyncIterableIterator<ExecutionResult>;
type Started = Source | ExecutionResult;

/** Subscription fields whose results depend only on their arguments, never on who asks. */
const SHAREABLE_FIELDS = new Set([
  'oddsChanged',
  'previewOddsChanged',
  'esportPreviewOddsChanged',
  'liveEventsUpdated',
  'prematchEventsUpdated',
  'esportEventsUpdated',
  'matchUpdated',
  'releasePublished',
  // Every currency's pools, read without the viewer's session (gateway/schema/casino.ts).
  'jackpotsChanged',
]);

/** The key under which a subscription may share an execution, or null when it must run alone. */
export function shareKey(document: DocumentNode, operationName: string | null | undefined, variables: unknown, lang: string): string | null {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((op) => op.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (operation?.operation !== 'subscription') return null;
  // Fragments or directives at the root could hide a viewer-dependent field: only plain fields share.
  const shareable = operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && SHAREABLE_FIELDS.has(selection.name.value) && !selection.directives?.length);
  if (!shareable || document.definitions.length !== 1) return null;
  return JSON.stringify([lang, document.loc?.source.body ?? '', operationName ?? null, variables ?? null]);
}

const isIterator = (started: Started): started is Source => typeof (started as Source)[Symbol.asyncIterator] === 'function';

/** One subscriber's view of a shared execution: a queue the pump fills and graphql-ws drains. */
function listener(onLeave: () => void) {
  const queue: ExecutionResult[] = [];
  let waiting: ((result: IteratorResult<ExecutionResult>) => void) | null = null;
  let ended = false;
  const finish = () => {
    ended = true;
    waiting?.({ value: undefined, done: true });
    waiting = null;
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next: () => {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: () => {
      if (!ended) {
        finish();
        onLeave();
      }
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return {
    iterator,
    push({ result }: Encoded) {
      if (ended) return;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve({ value: result, done: false });
      } else queue.push(result);
    },
    end: finish,
  };
}

/**
 * A subscriber whose results go straight to its socket. graphql-ws still iterates its iterator, which
 * yields nothing: it ends when the execution does (graphql-ws then sends `complete`), and its `return`
 * (the client's complete, the socket's close) is the subscriber leaving.
 */
function socketListener(target: { send(encoded: Encoded): void; drop(): void; flush(): void }, onLeave: () => void): Listener {
  const member = listener(() => {
    target.drop();
    onLeave();
  });
  return {
    iterator: member.iterator,
    push: (encoded) => target.send(encoded),
    end: () => {
      // What still waits for a slow socket goes before graphql-ws's `complete`: after it the client drops results.
      target.flush();
      member.end();
    },
  };
}

type Listener = { iterator: AsyncIterableIterator<ExecutionResult>; push(encoded: Encoded): void; end(): void };

interface Group {
  listeners: Set<Listener>;
  /** Resolves once the execution has started (or failed to). */
  source: Promise<Started>;
}

export function createSharedSubscriptions(limits?: FanoutLimits) {
  const groups = new Map<string, Group>();
  const fanout = createSocketFanout(limits);

  async function pump(key: string, group: Group, source: Source) {
    try {
      for await (const result of source) {
        // One encoding per result, however many sockets it goes to.
        const encoded = new Encoded(result);
        for (const member of group.listeners) member.push(encoded);
      }
    } finally {
      for (const member of group.listeners) member.end();
      if (groups.get(key) === group) groups.delete(key);
    }
  }

  return {
    /** How many executions are running, for tests and metrics. */
    size: () => groups.size,
    /** Sockets that are behind (conflating), for tests and metrics. */
    behind: () => fanout.behind(),

    async subscribe(key: string, start: () => Promise<Started> | Started, delivery?: Delivery): Promise<Started> {
      let group = groups.get(key);
      if (!group) {
        const created: Group = { listeners: new Set(), source: Promise.resolve(start()) };
        group = created;
        groups.set(key, created);
        const forget = () => {
          if (groups.get(key) === created) groups.delete(key);
        };
        void created.source.then((started) => (isIterator(started) ? pump(key, created, started) : forget()), forget);
      }
      const started = await group.source;
      // A start that answered errors is every joiner's answer: nothing is shared.
      if (!isIterator(started)) return started;
      const current = group;
      const leave = () => {
        current.listeners.delete(member);
        if (current.listeners.size === 0) {
          if (groups.get(key) === current) groups.delete(key);
          void started.return?.(undefined);
        }
      };
      const member: Listener = delivery ? socketListener(fanout.target(delivery), leave) : listener(leave);
      current.listeners.add(member);
      return member.iterator;
    },
  };
}
