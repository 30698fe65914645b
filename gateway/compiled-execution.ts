/**
 * Compiled execution (issue 20): each operation document is compiled once by graphql-jit into a function
 * that resolves its fields without graphql-js walking the document again on every request, and that
 * function answers every later request with the same document (a persisted page query, a partner's
 * repeated query, each event of a subscription).
 *
 * The compiled functions are kept per parsed document (Yoga's parser cache hands the same DocumentNode to
 * every request with the same text) in a bounded LRU: a partner may send any number of distinct documents,
 * and each costs at most one compilation and one entry, evicted once `max` newer ones were used.
 *
 * A document graphql-jit cannot compile (it answers errors instead of a function) runs through the
 * executor it replaces, so its answer is exactly the one it always was.
 */
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { createSourceEventStream, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { isAsyncIterable, makeExecute, makeSubscribe, mapAsyncIterator, type Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics';

/** Far more than the web client's persisted operations (a few hundred); as many as Yoga's parser cache keeps. */
const DEFAULT_MAX_DOCUMENTS = 1000;

type Compiled = CompiledQuery | null;

/** An LRU of compiled functions by document, then operation name (a document may hold several operations). */
function createCompiledCache(max: number, onEvict: () => void) {
  const byDocument = new Map<DocumentNode, { schema: GraphQLSchema; operations: Map<string, Compiled> }>();
  return {
    get(schema: GraphQLSchema, document: DocumentNode, operationName: string): Compiled | undefined {
      const entry = byDocument.get(document);
      if (!entry || entry.schema !== schema) return undefined;
      // Most recently used goes last: Map keeps insertion order, so the first key is the one to evict.
      byDocument.delete(document);
      byDocument.set(document, entry);
      return entry.operations.get(operationName);
    },
    set(schema: GraphQLSchema, document: DocumentNode, operationName: string, compiled: Compiled) {
      let entry = byDocument.get(document);
      if (!entry || entry.schema !== schema) {
        entry = { schema, operations: new Map() };
        byDocument.set(document, entry);
      }
      entry.operations.set(operationName, compiled);
      while (byDocument.size > max) {
        byDocument.delete(byDocument.keys().next().value!);
        onEvict();
      }
    },
    get size() {
      return byDocument.size;
    },
  };
}

/**
 * The Yoga plugin that makes compiled functions the executor of queries, mutations and subscriptions (HTTP
 * and graphql-ws alike: server.ts runs WebSocket operations through the same envelop). It must come before
 * any plugin that wraps the executor (tracing's span), so that those wrap the compiled one. What it does is
 * counted on /metrics: an operator (and the test that proves it runs) sees compiled executions, not a silent
 * fallback to graphql-js.
 */
export function createCompiledExecution(metrics: Pick<Metrics, 'compilations' | 'executions' | 'compiledEvictions'>, { maxDocuments = DEFAULT_MAX_DOCUMENTS }: { maxDocuments?: number } = {}) {
  const cache = createCompiledCache(maxDocuments, () => metrics.compiledEvictions.inc());
  // Bound once: a labelled child's inc() is a field update, cheap enough for every request.
  const compiledRun = metrics.executions.labels('compiled');
  const interpretedRun = metrics.executions.labels('interpreted');

  function compiledFor(args: ExecutionArgs): Compiled {
    const operationName = args.operationName ?? '';
    const cached = cache.get(args.schema, args.document, operationName);
    if (cached !== undefined) return cached;
    let compiled: Compiled = null;
    try {
      const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
      if (isCompiledQuery(result)) compiled = result;
    } catch {
      // Not ours to answer: the interpreter runs it and says what is wrong, as it always did.
    }
    metrics.compilations.inc({ outcome: compiled ? 'compiled' : 'failed' });
    // Kept by the operation's name: Yoga and graphql-ws refuse a name the document does not declare before
    // anything executes, so one document holds at most as many entries as it has operations.
    cache.set(args.schema, args.document, operationName, compiled);
    return compiled;
  }

  // The executor the plugin replaces (Yoga's) runs what does not compile, so its answer is unchanged.
  type Execute = (args: ExecutionArgs) => unknown;
  const run = (args: ExecutionArgs, interpret: Execute) => {
    const compiled = compiledFor(args);
    if (!compiled) {
      interpretedRun.inc();
      return interpret(args);
    }
    compiledRun.inc();
    return compiled.query(args.rootValue, args.contextValue, args.variableValues);
  };
  // graphql-jit's own subscribe hands the subscribe resolver the request's variables as its arguments (a
  // field's `matches: $m` arrives as { m }), so graphql-js opens the event stream, with the arguments
  // coerced as always, and each event is answered by the compiled function: the per-event work, which a
  // live page repeats for every odd that moves, is the compiled part.
  const runSubscription = async (args: ExecutionArgs, interpret: Execute) => {
    const compiled = compiledFor(args);
    if (!compiled) {
      interpretedRun.inc();
      return interpret(args);
    }
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream;
    compiledRun.inc();
    return mapAsyncIterator(stream, (event) => compiled.query(event, args.contextValue, args.variableValues));
  };

  const plugin: Plugin = {
    onExecute: ({ executeFn, setExecuteFn }) => setExecuteFn(makeExecute((args) => run(args, executeFn) as ReturnType<typeof executeFn>)),
    onSubscribe: ({ subscribeFn, setSubscribeFn }) => setSubscribeFn(makeSubscribe((args) => runSubscription(args, subscribeFn) as ReturnType<typeof subscribeFn>)),
  };
  return {
    plugin,
    /** How many documents hold compiled functions now (never more than maxDocuments). */
    cachedDocuments: () => cache.size,
  };
}

/** The gateway's compiled executor (yoga.ts plugin list). */
export const useCompiledExecution = (metrics: Pick<Metrics, 'compilations' | 'executions' | 'compiledEvictions'>) => createCompiledExecution(metrics).plugin;
