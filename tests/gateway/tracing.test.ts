/**
 * Issue 16 §2: no tracing. Now one trace follows a GraphQL operation from the gateway's operation span
 * through its upstream call (W3C traceparent over HTTP) into the platform's route span and its SQL
 * statements; exported by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set, and nothing is made when it is not.
 * Between the gateway and the platform sits a recording proxy: the traceparent is seen on the wire, so the
 * platform's parent is the header's, not a context the two services could share in this one test process.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterEach, expect, it, vi } from 'vitest';
import { loadGatewayConfig } from '../../gateway/config';
import { tracing as gatewayTracing } from '../../gateway/tracing';
import { loadPlatformConfig } from '../../platform/config';
import { tracing as platformTracing } from '../../platform/tracing';
import { solveAltcha, solvePow } from '../helpers/account';
import { gatewayBrowser } from '../helpers/browser';
import { captureLogs } from '../helpers/logs';
import { createPartnerKey } from '../helpers/partners';
import { startStack, type Stack } from '../helpers/stack';

const PASSWORD = 'Demo1234';
/** Each test boots its own stack (migrations, demo seed) inside the test: more than the default 30 s on a busy machine. */
const STACK_TEST_MS = 120_000;
const SIGN_IN = 'mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }';

/** An HTTP server in front of the platform that notes each request's path and headers and passes it on. */
async function recordingProxy() {
  let target = '';
  const seen: { method: string; path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((incoming, outgoing) => {
    seen.push({ method: incoming.method!, path: incoming.url!.split('?')[0]!, headers: incoming.headers });
    if (!target) return void outgoing.writeHead(503).end();
    const upstream = httpRequest(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
      // Headers at once: an event stream's answer has no body until its first event.
      outgoing.writeHead(answer.statusCode!, answer.headers).flushHeaders();
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** Where requests go: known once the platform listens (the gateway is made with the proxy's address). */
    forwardTo: (url: string) => void (target = url),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
}, STACK_TEST_MS);

/** A stack whose gateway reaches the platform through a recording proxy. */
async function stackBehindProxy(options: Parameters<typeof startStack>[0] = {}) {
  const proxy = await recordingProxy();
  const stack = await startStack({ ...options, gateway: { ...options.gateway, upstreamUrls: [proxy.url] } });
  proxy.forwardTo(stack.platformUrl);
  cleanup.push(() => proxy.close(), () => stack.close());
  return { stack, proxy };
}

/** Signs the demo player in through the gateway, as the web app does. */
async function signIn(stack: Stack) {
  const client = gatewayBrowser(() => stack);
  const { captcha } = await client.graphql('query Captcha { captcha { altcha { algorithm challenge maxNumber salt signature } powChallenge powDifficulty } }');
  const [challenge, nonce] = solvePow(captcha.powChallenge, captcha.powDifficulty).split(':');
  const answer = await client.post(SIGN_IN, { input: { userName: 'demo', password: PASSWORD, altcha: solveAltcha(captcha.altcha), powChallenge: challenge, powNonce: nonce } });
  expect(answer.data).toMatchObject({ signIn: { __typename: 'SignInPayload' } });
}

const serviceOf = (span: ReadableSpan) => span.resource.attributes['service.name'];
/** Whether high-resolution time `a` ([seconds, nanoseconds]) is later than `b`. */
const isAfter = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

it('follows one operation in one trace: gateway operation span, its upstream call, the platform route span it parents over HTTP, and SQL under it', async () => {
  const exporter = new InMemorySpanExporter();
  // The test hook: spans to memory, as a collector would get them.
  gatewayTracing.start({ exporter });
  platformTracing.start({ exporter });
  cleanup.push(() => gatewayTracing.shutdown(), () => platformTracing.shutdown());
  const { stack, proxy } = await stackBehindProxy();

  const logs = captureLogs('info');
  try {
    await signIn(stack);
  } finally {
    logs.restore();
  }
  const spans = exporter.getFinishedSpans();

  const operation = spans.find((span) => span.name === 'mutation SignIn')!;
  expect(operation).toBeDefined();
  expect(serviceOf(operation)).toBe('gateway');
  expect(operation.attributes).toMatchObject({ 'graphql.operation.name': 'SignIn', 'graphql.operation.type': 'mutation' });
  const traceId = operation.spanContext().traceId;
  const inTrace = spans.filter((span) => span.spanContext().traceId === traceId);

  // The gateway's call to the platform, named by method and route template, under the operation.
  const call = inTrace.find((span) => span.kind === SpanKind.CLIENT && span.name === 'POST /api/account/login')!;
  expect(call).toBeDefined();
  expect(serviceOf(call)).toBe('gateway');
  expect(parentOf(call)).toBe(operation.spanContext().spanId);
  expect(call.attributes).toMatchObject({ 'url.template': '/api/account/login', 'http.response.status_code': 200 });

  // On the wire: the call carried its own span as the traceparent.
  const sent = proxy.seen.filter((request) => request.method === 'POST' && request.path === '/api/account/login');
  expect(sent.map((request) => request.headers.traceparent)).toEqual([`00-${traceId}-${call.spanContext().spanId}-01`]);

  // The platform's span of that request: its parent is the span the header named, a remote one.
  const route = inTrace.find((span) => span.kind === SpanKind.SERVER && span.name === 'POST /api/account/login')!;
  expect(route).toBeDefined();
  expect(serviceOf(route)).toBe('platform');
  expect(route.parentSpanContext).toMatchObject({ spanId: call.spanContext().spanId, isRemote: true });
  expect(route.attributes).toMatchObject({ 'http.route': '/api/account/login', 'http.response.status_code': 200 });

  // Its SQL, the user looked up among it.
  const statements = inTrace.filter((span) => parentOf(span) === route.spanContext().spanId && span.attributes['db.system'] === 'postgresql');
  expect(statements.length).toBeGreaterThan(0);
  expect(statements.some((span) => span.name === 'SELECT' && /\busers\b/.test(String(span.attributes['db.statement'])))).toBe(true);

  // No password in any span: statements carry placeholders, never values.
  const text = JSON.stringify(spans.map((span) => [span.name, span.attributes, span.status, span.events]));
  expect(text).not.toContain(PASSWORD);

  // A partner's key, checked with the platform once: that call too is a client span with the platform's under it.
  const { key } = await createPartnerKey(stack, ['catalogue:read']);
  const partner = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: 'query PartnerSports { sports { id } }' }) });
  expect(partner.status).toBe(200);
  const afterPartner = exporter.getFinishedSpans();
  const verify = afterPartner.find((span) => span.kind === SpanKind.CLIENT && span.name === 'GET /api/partners/keys/verify')!;
  expect(verify).toBeDefined();
  expect(afterPartner.find((span) => parentOf(span) === verify.spanContext().spanId)).toMatchObject({ name: 'GET /api/partners/keys/verify', kind: SpanKind.SERVER });
  expect(JSON.stringify(afterPartner.map((span) => [span.name, span.attributes, span.status]))).not.toContain(key);

  // The gateway's event stream connection: a client span of its own, the platform's span under it.
  await vi.waitFor(() => {
    const later = exporter.getFinishedSpans();
    const connect = later.find((span) => span.kind === SpanKind.CLIENT && span.name === 'GET /api/events' && span.attributes['http.response.status_code'] === 200)!;
    expect(connect).toBeDefined();
    expect(later.find((span) => parentOf(span) === connect.spanContext().spanId)).toMatchObject({ name: 'GET /api/events', kind: SpanKind.SERVER });
  });

  // A statement belongs to a request while it runs: an event stream's later reads (its route span ended when
  // the stream's answer began) make no spans, or one trace would grow for as long as the stream lives.
  const all = exporter.getFinishedSpans();
  const ended = new Map(all.map((span) => [span.spanContext().spanId, span.endTime]));
  const late = all.filter((span) => {
    const parentEnded = ended.get(parentOf(span) ?? '');
    return span.attributes['db.system'] && parentEnded && isAfter(span.startTime, parentEnded);
  });
  expect(late.map((span) => span.attributes['db.statement'])).toEqual([]);

  // The request lines of both processes name the trace.
  const lines = logs.lines;
  expect(lines.find((line) => line.service === 'gateway' && line.msg === 'request' && line.operation === 'SignIn')).toMatchObject({ trace_id: traceId });
  expect(lines.find((line) => line.service === 'platform' && line.msg === 'request' && line.route === '/api/account/login')).toMatchObject({ trace_id: traceId, span_id: route.spanContext().spanId });
}, STACK_TEST_MS);

it('takes a platform span\'s parent from the traceparent header only, never from a context the caller had in this process', async () => {
  const exporter = new InMemorySpanExporter();
  gatewayTracing.start({ exporter });
  platformTracing.start({ exporter });
  cleanup.push(() => gatewayTracing.shutdown(), () => platformTracing.shutdown());
  const { stack } = await stackBehindProxy();
  exporter.reset();

  // A span active here, and a request without traceparent handed to the platform's app in this very
  // async context (no socket between): the platform still starts a trace of its own.
  const here = gatewayTracing.tracer!.startSpan('test');
  await context.with(trace.setSpan(context.active(), here), () => stack.platform.app.request('/health'));
  here.end();
  const health = exporter.getFinishedSpans().find((span) => span.name === 'GET /health')!;
  expect(health).toBeDefined();
  expect(health.parentSpanContext).toBeUndefined();
  expect(health.spanContext().traceId).not.toBe(here.spanContext().traceId);
}, STACK_TEST_MS);

it('exports by OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, each process under its service name', async () => {
  const received: { path: string; body: OtlpTraces }[] = [];
  const collector = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({ path: incoming.url!, body: JSON.parse(Buffer.concat(chunks).toString()) as OtlpTraces });
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => collector.close(() => resolve())));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

  // Read as each process reads its environment; a value that is no URL is refused at start.
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'oddsgate-test' };
  expect(() => loadGatewayConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow('gateway: bad configuration: OTEL_EXPORTER_OTLP_ENDPOINT="collector:4318" (expected a URL starting http:// or https://)');
  const { stack } = await stackBehindProxy({
    gateway: { tracing: loadGatewayConfig(env).tracing },
    platform: { tracing: { ...loadPlatformConfig(env).tracing, serviceName: 'oddsgate-platform-test' } },
  });
  await signIn(stack);
  // Closing flushes what is buffered (a stopping process sends its last spans).
  await cleanup.pop()!();

  expect(received.length).toBeGreaterThan(0);
  expect(new Set(received.map((request) => request.path))).toEqual(new Set(['/v1/traces']));
  const byService = new Map<string, { name: string; traceId: string }[]>();
  for (const { body } of received) {
    for (const { resource, scopeSpans } of body.resourceSpans) {
      const service = String(resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue);
      byService.set(service, [...(byService.get(service) ?? []), ...scopeSpans.flatMap((scope) => scope.spans)]);
    }
  }
  const operation = byService.get('oddsgate-test')?.find((span) => span.name === 'mutation SignIn');
  expect(operation).toBeDefined();
  expect(byService.get('oddsgate-platform-test')?.find((span) => span.name === 'POST /api/account/login')?.traceId).toBe(operation!.traceId);
}, STACK_TEST_MS);

it('makes no span and sends no traceparent when OTEL_EXPORTER_OTLP_ENDPOINT is unset', async () => {
  expect(loadGatewayConfig({}).tracing.endpoint).toBeUndefined();
  expect(loadPlatformConfig({}).tracing.endpoint).toBeUndefined();
  const { stack, proxy } = await stackBehindProxy();
  expect(gatewayTracing.tracer).toBeUndefined();
  expect(platformTracing.tracer).toBeUndefined();

  const logs = captureLogs('info');
  try {
    await signIn(stack);
  } finally {
    logs.restore();
  }
  const calls = proxy.seen.filter((request) => request.path.startsWith('/api/'));
  expect(calls.length).toBeGreaterThan(1);
  expect(calls.filter((request) => request.headers.traceparent !== undefined)).toEqual([]);
  expect(logs.lines.filter((line) => 'trace_id' in line)).toEqual([]);
}, STACK_TEST_MS);

it('keeps the traces OTEL_TRACES_SAMPLER says, and the platform keeps exactly those the gateway kept', async () => {
  expect(() => loadPlatformConfig({ OTEL_TRACES_SAMPLER_ARG: '10%' })).toThrow('platform: bad configuration: OTEL_TRACES_SAMPLER_ARG="10%" (expected a number, 0 to 1)');
  expect(() => loadGatewayConfig({ OTEL_TRACES_SAMPLER: 'ratio' })).toThrow('gateway: bad configuration: OTEL_TRACES_SAMPLER="ratio" (expected one of parentbased_always_on, ');
  // The gateway keeps none of its traces (a ratio of 0); the platform keeps all by default, those it is handed included.
  const exporter = new InMemorySpanExporter();
  const { tracing: kept } = loadGatewayConfig({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' });
  gatewayTracing.start({ ...kept, exporter });
  platformTracing.start({ ...loadPlatformConfig({}).tracing, exporter });
  cleanup.push(() => gatewayTracing.shutdown(), () => platformTracing.shutdown());
  const { stack, proxy } = await stackBehindProxy();

  await signIn(stack);
  const login = proxy.seen.find((request) => request.method === 'POST' && request.path === '/api/account/login')!;
  // The decision travels in the traceparent's flags (00: not kept), and the platform follows it.
  expect(login.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  expect(exporter.getFinishedSpans().filter((span) => span.name.includes('SignIn') || span.name.includes('/api/account/login'))).toEqual([]);
  // A call the platform gets without a traceparent is its own decision: kept.
  await stack.platform.app.request('/health');
  expect(exporter.getFinishedSpans().map((span) => span.name)).toContain('GET /health');
}, STACK_TEST_MS);

/** What OTLP/HTTP JSON carries, as far as the test reads it. */
interface OtlpTraces {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: { name: string; traceId: string }[] }[];
  }[];
}
