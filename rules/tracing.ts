/**
 * OpenTelemetry traces for the gateway and the platform (issue 16 §2): one trace follows a GraphQL operation
 * from the gateway's operation span through its upstream calls (W3C traceparent) into the platform's route
 * span and its SQL statements. Exported by OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set; unset,
 * nothing is made: `tracer` stays undefined and every instrumented place skips its span work at the cost of
 * one property read.
 * (Not a pure rule: kept here beside log.ts because the gateway may not import platform code.)
 */
import { context, ROOT_CONTEXT, SpanStatusCode, trace, type Context, type Span, type TextMapGetter, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  SimpleSpanProcessor,
  type SpanExporter,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { vars } from './env';

const SAMPLERS = ['parentbased_always_on', 'parentbased_traceidratio', 'parentbased_always_off', 'always_on', 'traceidratio', 'always_off'] as const;
export type SamplerName = (typeof SAMPLERS)[number];

/** The variables both processes read (gateway/config.ts and platform/config.ts take them into their schemas). */
export const TRACING_ENV = {
  // The OTLP collector's base URL (http://collector:4318); spans go to its /v1/traces. Unset: no tracing.
  OTEL_EXPORTER_OTLP_ENDPOINT: vars.url('http', 'https').optional(),
  // The service name the collector shows; 'gateway' or 'platform' when unset.
  OTEL_SERVICE_NAME: vars.text.optional(),
  // Which traces are kept, as OpenTelemetry names its samplers: parentbased_* follow the caller's decision
  // (the platform keeps what the gateway kept); *traceidratio keeps OTEL_TRACES_SAMPLER_ARG of the rest.
  OTEL_TRACES_SAMPLER: vars.choice(...SAMPLERS).or('parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: vars.number(0, 1).or(1),
};

/** A process's tracing settings (GatewayConfig.tracing, PlatformConfig.tracing). */
export interface TracingConfig {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to its /v1/traces. Undefined: tracing is off. */
  endpoint: string | undefined;
  /** OTEL_SERVICE_NAME: how the collector names this process; the service ('gateway', 'platform') when undefined. */
  serviceName: string | undefined;
  /** OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG: which traces are kept. */
  sampler: SamplerName;
  samplerRatio: number;
}

/** The checked variables of TRACING_ENV as a configuration holds them. */
export function tracingConfigOf(env: { OTEL_EXPORTER_OTLP_ENDPOINT: string | undefined; OTEL_SERVICE_NAME: string | undefined; OTEL_TRACES_SAMPLER: SamplerName; OTEL_TRACES_SAMPLER_ARG: number }): TracingConfig {
  return { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME, sampler: env.OTEL_TRACES_SAMPLER, samplerRatio: env.OTEL_TRACES_SAMPLER_ARG };
}

export interface TracingOptions extends Partial<TracingConfig> {
  /** Tests only: spans go here at once (an in-memory exporter) instead of to a collector. */
  exporter?: SpanExporter;
}

/** The sampler a name stands for (the OpenTelemetry SDK's own reading of OTEL_TRACES_SAMPLER, done here so the value is checked). */
function samplerOf(name: SamplerName, ratio: number): Sampler {
  const [parentBased, root] = name.startsWith('parentbased_') ? [true, name.slice('parentbased_'.length)] : [false, name];
  const sampler = root === 'always_on' ? new AlwaysOnSampler() : root === 'always_off' ? new AlwaysOffSampler() : new TraceIdRatioBasedSampler(ratio);
  return parentBased ? new ParentBasedSampler({ root: sampler }) : sampler;
}

export interface Tracing {
  /** The tracer while tracing is on; undefined when off, so callers make no span at all. */
  readonly tracer: Tracer | undefined;
  /**
   * Turns tracing on when an endpoint (or a test's exporter) is given; otherwise leaves it off. True when
   * this call turned it on (the caller then shuts it down), false when off or already on.
   */
  start(options: TracingOptions): boolean;
  /** Sends the spans still buffered and turns tracing off (a stopping process). */
  shutdown(): Promise<void>;
}

let following = false;

/** The active span follows awaits (AsyncLocalStorage): registered once per process, whichever service starts first. */
function followAwaits(): void {
  if (following) return;
  following = true;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
}

/**
 * One provider per service, not the global one: in a test process the gateway and the platform both run,
 * and each span must say which of them made it (service.name).
 */
export function createTracing(service: 'gateway' | 'platform'): Tracing {
  let provider: BasicTracerProvider | undefined;
  let tracer: Tracer | undefined;
  return {
    get tracer() {
      return tracer;
    },
    start({ endpoint, serviceName, sampler = 'parentbased_always_on', samplerRatio = 1, exporter }) {
      if (provider || (!endpoint && !exporter)) return false;
      followAwaits();
      const processor = exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint!.replace(/\/+$/, '')}/v1/traces` }));
      provider = new BasicTracerProvider({
        resource: resourceFromAttributes({ 'service.name': serviceName || service }),
        sampler: samplerOf(sampler, samplerRatio),
        spanProcessors: [processor],
      });
      tracer = provider.getTracer(`oddsgate-${service}`);
      return true;
    },
    async shutdown() {
      const stopping = provider;
      provider = undefined;
      tracer = undefined;
      await stopping?.shutdown();
    },
  };
}

/** W3C Trace Context (traceparent, tracestate), the one format both processes speak. */
const w3c = new W3CTraceContextPropagator();

/** Adds the traceparent of `span` to outgoing request headers. */
export function injectTraceparent(span: Span, headers: Headers): void {
  w3c.inject(trace.setSpan(context.active(), span), headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

const headerGetter: TextMapGetter<Headers> = { get: (carrier, key) => carrier.get(key) ?? undefined, keys: (carrier) => [...carrier.keys()] };

/**
 * The parent a server span takes from an incoming request: the caller's traceparent, or none. Always from
 * the root context, never from whatever is active in this process: the header is the only way in (and it
 * only places the span in a trace: it is never believed for who is calling).
 */
export function remoteParent(headers: Headers): Context {
  return w3c.extract(ROOT_CONTEXT, headers, headerGetter);
}

/**
 * The span under way as a log line names it (trace_id, span_id: the fields OpenTelemetry's pino
 * instrumentation writes, which log stores link to traces by); nothing outside a recording span.
 */
export function traceFields(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * Runs `work` and ends `span` after it; a throw marks the span an error named by the error's code (a
 * SQLSTATE, a system error) or its class, never its message: a message may quote a value (a password).
 */
export async function endingSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? code : error instanceof Error ? error.name : 'error' });
    throw error;
  } finally {
    span.end();
  }
}

/** SQL as a span shows it: shortened, and never the parameter values (they travel apart from the text). */
export function statementOf(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim();
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
