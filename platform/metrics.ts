/**
 * The platform's Prometheus metrics (issue 16 §3), served on /metrics to a scraper holding METRICS_TOKEN
 * (unset: /metrics is off, as the gateway's). Labels are route templates, job names, kinds: never ids.
 * One registry per process: the counters count what the process did, whichever app served it.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const registry = new Registry();
collectDefaultMetrics({ register: registry });
const registers = [registry];
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const metrics = {
  registry,
  http: new Histogram({ name: 'oddsgate_platform_http_request_seconds', help: 'REST requests by method, route template and status', labelNames: ['method', 'route', 'status'] as const, buckets: SECONDS, registers }),
  passes: new Histogram({ name: 'oddsgate_background_pass_seconds', help: 'Background passes (settlement, jackpots, round sweeps) by job and outcome', labelNames: ['job', 'outcome'] as const, buckets: SECONDS, registers }),
  leading: new Gauge({ name: 'oddsgate_background_job_leader', help: '1 while this process leads the background job (leader.ts), else 0', labelNames: ['job'] as const, registers }),
  betsPlaced: new Counter({ name: 'oddsgate_bets_placed_total', help: 'Tickets placed, by bet type and status at placement (accepted, delayed, offer)', labelNames: ['bet_type', 'status'] as const, registers }),
  betsSettled: new Counter({ name: 'oddsgate_bets_settled_total', help: 'Tickets settled, by outcome', labelNames: ['outcome'] as const, registers }),
  ledgerMovements: new Counter({ name: 'oddsgate_ledger_movements_total', help: 'Committed ledger movements, by kind', labelNames: ['kind'] as const, registers }),
  eventStreams: new Gauge({ name: 'oddsgate_event_streams', help: 'Open /api/events streams (gateways and other consumers)', registers }),
  eventStreamLag: new Gauge({ name: 'oddsgate_event_stream_lag_events', help: 'Outbox events the furthest-behind open stream has yet to send', registers }),
  pool: new Gauge({ name: 'oddsgate_db_pool_connections', help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on PGlite', labelNames: ['state'] as const, registers }),
};

/** Open event streams' cursors (events/routes.ts), read when the lag is scraped. */
const cursors = new Set<{ cursor: bigint }>();

export function trackStream(stream: { cursor: bigint }): () => void {
  cursors.add(stream);
  metrics.eventStreams.inc();
  return () => {
    cursors.delete(stream);
    metrics.eventStreams.dec();
  };
}

/** The furthest-behind open stream's distance from `latest` (0 with none open). */
export function streamLag(latest: bigint): number {
  let lag = 0n;
  for (const stream of cursors) if (latest - stream.cursor > lag) lag = latest - stream.cursor;
  return Number(lag);
}
