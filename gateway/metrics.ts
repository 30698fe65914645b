import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one gateway process, served on /metrics. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) => new Counter({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    operations: new Counter({
      name: 'oddsgate_graphql_operations_total',
      help: 'GraphQL operations by type and outcome',
      labelNames: ['type', 'outcome'] as const,
      registers: [registry],
    }),
    operationSeconds: new Histogram({
      name: 'oddsgate_graphql_operation_seconds',
      help: 'GraphQL execution time by operation (a persisted operation\'s name, else other), type and outcome',
      labelNames: ['operation', 'type', 'outcome'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    // Compiled execution (compiled-execution.ts): a document compiles once, then every execution should be "compiled".
    compilations: counter('oddsgate_graphql_compilations_total', 'Operation documents compiled by graphql-jit, by outcome (failed: the document runs through graphql-js)', ['outcome']),
    executions: counter('oddsgate_graphql_executions_total', 'Executions and subscriptions by executor: compiled (graphql-jit) or interpreted', ['executor']),
    compiledEvictions: counter('oddsgate_graphql_compiled_evictions_total', 'Compiled documents dropped to keep the cache within its bound (many distinct documents)', []),
    upstream: new Histogram({
      name: 'oddsgate_upstream_request_seconds',
      help: 'Platform REST calls by route template (/api/bets/{id}) and status',
      labelNames: ['path', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    websockets: new Gauge({ name: 'oddsgate_websocket_connections', help: 'Open graphql-ws connections', registers: [registry] }),
    // With Redis one gateway feeds every other's subscribers: operators (and the cluster test) need to see which.
    feedingEvents: new Gauge({ name: 'oddsgate_feeding_events', help: "1 while this gateway streams the platform's events into the shared PubSub", registers: [registry] }),
    events: new Counter({
      name: 'oddsgate_platform_events_total',
      help: 'Platform outbox events received over SSE, by topic',
      labelNames: ['topic'] as const,
      registers: [registry],
    }),
    // The anonymous catalogue cache (gateway/response-cache.ts): hits, misses, answers dropped by an event.
    responseCache: new Counter({
      name: 'oddsgate_response_cache_total',
      help: 'Anonymous catalogue queries answered from the cache (hit) or run (miss), and cached answers an event made stale (invalidated)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    responseCacheEntries: new Gauge({ name: 'oddsgate_response_cache_entries', help: 'Answers the anonymous catalogue cache holds', registers: [registry] }),
    responseCacheChars: new Gauge({ name: 'oddsgate_response_cache_chars', help: 'Characters of the answers the anonymous catalogue cache holds', registers: [registry] }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
