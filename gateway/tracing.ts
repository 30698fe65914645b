/**
 * The gateway's traces (rules/tracing.ts): a span per GraphQL operation, under which each upstream call
 * (upstream/client.ts) makes its client span and hands the platform its traceparent; the event stream's
 * connections (events.ts) get client spans of their own.
 */
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { getOperationAST, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { requestScope } from '../rules/log';
import { createTracing, endingSpan, injectTraceparent } from '../rules/tracing';

export const tracing = createTracing('gateway');

/**
 * One span per executed operation, named as OpenTelemetry's GraphQL conventions name it ("query Sports"),
 * active while it runs so the upstream calls of its resolvers become its children. A failed operation
 * is marked an error with its errors' codes only: a message may quote a variable's value (a password).
 */
export function useOperationSpans(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const tracer = tracing.tracer;
      if (!tracer) return;
      const definition = getOperationAST(args.document, args.operationName);
      const type = definition?.operation ?? 'query';
      const name = definition?.name?.value;
      const span = tracer.startSpan(name ? `${type} ${name}` : type, { attributes: { 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) } });
      const scope = requestScope.getStore();
      if (scope) scope.traceId = span.spanContext().traceId;
      setExecuteFn((executionArgs) =>
        context.with(trace.setSpan(context.active(), span), () =>
          endingSpan(span, async () => {
            const result = await executeFn(executionArgs);
            const errors = 'errors' in result ? (result.errors ?? []) : [];
            if (errors.length > 0) {
              span.setAttribute('graphql.error.count', errors.length);
              span.setStatus({ code: SpanStatusCode.ERROR, message: [...new Set(errors.map(codeOf))].join(', ') });
            }
            return result;
          }),
        ),
      );
    },
  };
}

const codeOf = (error: GraphQLError) => String(error.extensions?.code ?? 'ERROR');

/**
 * A call to the platform as a client span named by its method and route template (never the path with its
 * ids), under the operation's span when there is one; `headers` get its traceparent before `call` sends
 * them, so the platform's route span becomes its child. The span ends when the answer's headers are in
 * (an event stream's too: the connection, not its life). Off, `call` runs as it is, not even wrapped in a
 * promise of ours.
 */
export function tracedUpstreamCall(method: string, template: string, url: string, headers: Headers, call: () => Promise<Response>): Promise<Response> {
  const tracer = tracing.tracer;
  if (!tracer) return call();
  const span = tracer.startSpan(`${method} ${template}`, { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.template': template, 'server.address': new URL(url).hostname } });
  injectTraceparent(span, headers);
  return endingSpan(span, async () => {
    const response = await call();
    span.setAttribute('http.response.status_code', response.status);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return response;
  });
}
