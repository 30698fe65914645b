/**
 * The platform's traces (rules/tracing.ts): a server span per HTTP request, named by its method and route
 * template like its log line and its metric, whose SQL statements (db/traced-dialect.ts) become its children.
 */
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { createTracing, endingSpan, remoteParent } from '../rules/tracing';
import { routeOf } from './log';

export const tracing = createTracing('platform');

/**
 * The request's span, active while the route runs. Its parent is the caller's traceparent (the gateway's
 * client span) and nothing else: the header only places the span in a trace, it says nothing about who calls.
 */
export function routeSpans(): MiddlewareHandler {
  return (c, next) => {
    const tracer = tracing.tracer;
    if (!tracer) return next();
    const method = c.req.method;
    const parent = remoteParent(c.req.raw.headers);
    // Named once the route is known (after it ran): the template, never the path with its ids.
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
    return endingSpan(span, async () => {
      await context.with(trace.setSpan(parent, span), next);
      const route = routeOf(c);
      span.updateName(`${method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': c.res.status });
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    });
  };
}
