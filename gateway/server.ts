import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { GraphQLError, type ExecutionArgs, type execute as graphqlExecute, type subscribe as graphqlSubscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { serveAgentReportCsv } from './agent-reports';
import { serveBackofficeExport } from './backoffice-exports';
import type { GatewayConfig } from './config';
import { consumeAsLeader, consumePlatformEvents } from './events';
import { languageOf } from './i18n';
import { createMetrics } from './metrics';
import { createPartners, partnerError, REVOKED_CLOSE_CODE, socketSecretOf, type PartnerKey } from './partners';
import { loadPersistedOperations, persistedIdOf } from './persisted';
import { createGatewayPubSub } from './pubsub';
import { redisConnection, redisReady } from './redis';
import { redisBuckets } from './rate-limit';
import { createMatchSummaries } from './match-summary';
import { createSitemap } from './sitemap';
import { createStaticHandler } from './static';
import { createPageRenderer } from './ssr';
import { serveProxy } from './proxy';
import { createSharedSubscriptions, shareKey } from './shared-subscriptions';
import type { Delivery, FanoutLimits } from './socket-fanout';
import { tracing } from './tracing';
import { createGatewayYoga } from './yoga';
import { platformsOf } from './upstream/platforms';
import { bearerMatches } from '../rules/bearer';
import { drainable } from '../rules/drain';
import { newRequestId, REQUEST_ID, requestScope, type RequestScope } from '../rules/log';
import { log, requestLog } from './log';
import { BACKOFFICE_GRAPHQL } from '../rules/backoffice';

/** The paths a request line names as they are; any other is the web app or a proxied call, named by kind. */
const ROUTES = new Set(['/graphql', BACKOFFICE_GRAPHQL, '/health', '/ready', '/metrics']);

/** One line per HTTP request, when its response is done (or the client went away). */
function logRequest(request: IncomingMessage, response: ServerResponse, scope: RequestScope, started: number) {
  const path = (request.url ?? '/').split('?')[0]!;
  const route = ROUTES.has(path) ? path : path.startsWith('/api/') ? 'proxy' : 'web';
  const ms = Math.round((performance.now() - started) * 10) / 10;
  if (!log.isLevelEnabled('info')) return;
  requestLog.info({ requestId: scope.requestId, method: request.method, route, status: response.statusCode, ms, operation: scope.operation, userId: scope.userId, trace_id: scope.traceId }, 'request');
}

/** Whether a WebSocket was opened on the back office's endpoint (its operations act as staff). */
const isBackoffice = (incoming: IncomingMessage) => (incoming.url ?? '').split('?')[0] === BACKOFFICE_GRAPHQL;

/** The WebSocket close code for a server going away to restart (RFC 6455 registry): clients reconnect. */
const SERVICE_RESTART = 1012;

/** The enveloped execution, and for a shareable subscription its key and where its results go. */
type EnvelopedRoot = { execute: typeof graphqlExecute; subscribe: typeof graphqlSubscribe; shareKey: string | null; delivery: Delivery };

/** A Fetch Request carrying the upgrade request's headers, so WebSocket operations get the same context as HTTP. */
function requestOf(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/graphql'}`, { headers });
}

/**
 * A browser page from another site must not ride a player's cookies over a
 * WebSocket (cross-site WebSocket hijacking): the Origin must be our own host.
 */
function sameOrigin(incoming: IncomingMessage): boolean {
  const origin = incoming.headers.origin;
  if (!origin) return true; // not a browser: partners authenticate with keys
  try {
    return new URL(origin).host === incoming.headers.host;
  } catch {
    return false;
  }
}

export function createGatewayServer(config: GatewayConfig, options: { persistedOperations?: Record<string, string>; fanoutLimits?: FanoutLimits } = {}) {
  // Before anything that makes spans; on only with OTEL_EXPORTER_OTLP_ENDPOINT (or a test's exporter).
  const tracingStarted = tracing.start(config.tracing);
  const metrics = createMetrics();
  const { pubsub, ready: pubsubReady, close: closePubSub } = createGatewayPubSub(config.redisUrl);
  const persistedOperations = options.persistedOperations ?? loadPersistedOperations();
  // With Redis the partner keys' rate limits are shared: N gateways allow a key its limit once.
  const limitsRedis = config.redisUrl ? redisConnection(config.redisUrl, 'rate limits') : null;
  const platforms = platformsOf(config.upstreamUrls);
  const partners = createPartners({ platforms, timeoutMs: config.upstreamTimeoutMs, ...(limitsRedis ? { buckets: redisBuckets(limitsRedis) } : {}) });
  const stopFollowingRevocations = partners.follow(pubsub);
  const yoga = createGatewayYoga({ config, pubsub, metrics, persistedOperations, partners, platforms });
  // The back office's endpoint: the same schema, staff sessions only (issue 18).
  const staffYoga = createGatewayYoga({ config, pubsub, metrics, persistedOperations, platforms }, 'staff');
  const matchSummary = createMatchSummaries({ platforms, timeoutMs: config.upstreamTimeoutMs });
  const renderPage = createPageRenderer({
    entry: config.webServerEntry,
    budgetMs: config.serverRenderBudgetMs,
    concurrency: config.serverRenderConcurrency,
    // The page's queries as a visitor's browser sends them: no cookie, the page's language.
    graphql: async (body, language, signal) =>
      (
        await yoga.fetch('http://gateway.internal/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': language },
          body: JSON.stringify(body),
          signal,
        })
      ).json(),
  });
  const web = createStaticHandler(config.webDist, { thirdPartyChat: config.thirdPartyChat, production: config.production, hsts: config.hsts, trustProxy: config.trustProxy, matchSummary, renderPage });
  const sitemap = createSitemap({ platforms, timeoutMs: config.upstreamTimeoutMs, hsts: config.hsts, trustProxy: config.trustProxy });

  const server = createServer((request, response) => {
    // A proxy's x-request-id only when a proxy is declared: a client does not pick the id its lines carry.
    const given = config.trustProxy ? request.headers['x-request-id'] : undefined;
    const scope: RequestScope = { requestId: typeof given === 'string' && REQUEST_ID.test(given) ? given : newRequestId() };
    response.setHeader('x-request-id', scope.requestId);
    const started = performance.now();
    response.once('close', () => logRequest(request, response, scope, started));
    requestScope.run(scope, () =>
      // A handler's failure ends its request with a 500, never the process (an unhandled rejection exits Node).
      handle(request, response).catch((error: unknown) => {
        log.error({ err: error }, 'request failed');
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end();
      }),
    );
  });
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/graphql') return yoga(request, response);
    if (path === BACKOFFICE_GRAPHQL) return staffYoga(request, response);
    if (path === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"status":"ok"}');
    }
    if (path === '/ready' && draining) {
      // Stopping: the load balancer sends new work elsewhere while the requests under way finish.
      response.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
      return response.end(JSON.stringify({ status: 'draining' }));
    }
    if (path === '/ready') {
      // Ready means able to serve: the platform answers its own health check, and Redis (when configured)
      // carries subscriptions between gateways.
      const upstream = (await platforms.fetch('/health', { signal: AbortSignal.timeout(1000) }).catch(() => null))?.ok === true;
      const redis = config.redisUrl ? (redisReady() ? 'ok' : 'unreachable') : 'not configured';
      const ready = upstream && redis !== 'unreachable';
      response.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ status: ready ? 'ready' : 'unavailable', upstream: upstream ? 'ok' : 'unreachable', redis }));
    }
    if (path === '/metrics') {
      // The main port is public: metrics only for the scraper holding METRICS_TOKEN, and none at all without one.
      if (!config.metricsToken) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        return response.end('Not found');
      }
      if (!bearerMatches(request.headers.authorization, config.metricsToken)) {
        response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' });
        return response.end('Unauthorized');
      }
      response.writeHead(200, { 'content-type': metrics.registry.contentType });
      return response.end(await metrics.registry.metrics());
    }
    if (await serveProxy({ ...config, platforms }, request, response)) return;
    if (await serveAgentReportCsv({ ...config, platforms }, request, response)) return;
    if (await serveBackofficeExport({ ...config, platforms }, request, response)) return;
    if (await sitemap(request, response)) return;
    if (await web.handle(request, response)) return;
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end(web.available ? 'Not found' : 'Not found (the web app is not built: run `npm run build`)');
  }

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if ((path !== '/graphql' && path !== BACKOFFICE_GRAPHQL) || !sameOrigin(request)) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      return socket.destroy();
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });

  const shared = createSharedSubscriptions(options.fanoutLimits);
  const wsServer = useServer<Record<string, unknown>, { request: IncomingMessage; socket: WebSocket; partner?: PartnerKey; untrack?: () => void }>(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => {
        const root = args.rootValue as EnvelopedRoot;
        return root.shareKey ? shared.subscribe(root.shareKey, () => root.subscribe(args), root.delivery) : root.subscribe(args);
      },
      onConnect: async (ctx) => {
        // A partner's key rides in the connection payload (or the upgrade's Authorization header); an
        // unknown or revoked one closes the socket (4403 Forbidden) instead of falling back to anonymous.
        const secret = socketSecretOf(ctx.connectionParams, ctx.extra.request.headers.authorization);
        // The back office's socket acts as staff only: a partner key there is refused, not ignored.
        if (secret && isBackoffice(ctx.extra.request)) return false;
        if (secret) {
          const partner = await partners.authenticate(secret).catch(() => null);
          if (!partner) return false;
          ctx.extra.partner = partner;
          ctx.extra.untrack = partners.track(partner.id, ctx.extra.socket);
        }
        metrics.websockets.inc();
        return true;
      },
      onDisconnect: () => void metrics.websockets.dec(),
      onClose: (ctx) => ctx.extra.untrack?.(),
      onSubscribe: async (ctx, id, params) => {
        const request = requestOf(ctx.extra.request);
        const partner = ctx.extra.partner ?? null;
        if (partner) {
          // Each operation spends a token of the key's bucket; a refused one answers an error, the socket stays.
          // Re-checked per operation (cached): should the revocation event be missed, the cache's expiry still ends the key.
          if (partners.isRevoked(partner.id) || !(await partners.authenticate(partner.secret).catch(() => partner))) {
            ctx.extra.socket.close(REVOKED_CLOSE_CODE, 'API key revoked');
            return [partnerError(languageOf(request), 'PARTNER_KEY_INVALID')];
          }
          const retryAfter = await partners.take(partner);
          if (retryAfter !== null) return [partnerError(languageOf(request), 'PARTNER_RATE_LIMITED', { seconds: retryAfter }, { retryAfterSeconds: retryAfter })];
        }
        const { schema, execute, subscribe, contextFactory, parse, validate } = (isBackoffice(ctx.extra.request) ? staffYoga : yoga).getEnveloped({ request, params, req: ctx.extra.request, partner });
        const persistedId = persistedIdOf(params);
        // Partners send documents (they have no build to persist them); browsers in production may not.
        const query = persistedId ? persistedOperations[persistedId] : config.production && !partner ? undefined : params.query;
        if (!query) return [new GraphQLError('PersistedQueryNotFound')];
        const document = parse(query);
        const contextValue = await contextFactory();
        const args: ExecutionArgs = {
          schema,
          operationName: params.operationName ?? null,
          document,
          variableValues: params.variables ?? null,
          contextValue,
          rootValue: {
            execute,
            subscribe,
            shareKey: shareKey(document, params.operationName, params.variables, (contextValue as unknown as { lang: string }).lang),
            // A shared subscription's results are written to this socket under this id (socket-fanout.ts).
            delivery: { socket: ctx.extra.socket, id },
          } satisfies EnvelopedRoot,
        };
        const errors = validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    sockets,
    15_000,
  );

  const events = config.redisUrl
    ? consumeAsLeader(config.redisUrl, { platforms, pubsub, metrics })
    : consumePlatformEvents({ platforms, pubsub, metrics });

  const drainer = drainable(server);
  let draining = false;
  let closing: Promise<void> | null = null;
  return {
    server,
    yoga,
    pubsub,
    metrics,
    /** Whether this instance is the one feeding platform events into the PubSub. */
    isFeedingEvents: () => events.isFeeding(),
    async listen(port = config.port, host = config.host) {
      await pubsubReady;
      return new Promise<number>((resolve) => server.listen(port, host, () => resolve((server.address() as { port: number }).port)));
    },
    /** Requests under way (drain tests). */
    inFlight: () => drainer.inFlight(),
    /**
     * Stops: /ready answers 503 at once, WebSocket clients are told to reconnect elsewhere (1012, service
     * restart, which graphql-ws clients retry), no new connection is taken, and the HTTP requests under
     * way get up to `graceMs` to finish before the rest are cut (0: cut at once, as tests close).
     */
    close(graceMs = 0) {
      closing ??= (async () => {
        draining = true;
        for (const client of sockets.clients) client.close(SERVICE_RESTART, 'Service restart: reconnect');
        // A client that never answers the close handshake is not waited for past the grace.
        const { cut } = await drainer.drain(graceMs, () => sockets.clients.forEach((client) => client.terminate()));
        if (cut > 0 && graceMs > 0) log.warn({ cut, graceMs }, 'requests still running after the grace were cut');
        await events.close();
        stopFollowingRevocations();
        await wsServer.dispose();
        sockets.close();
        await closePubSub();
        limitsRedis?.disconnect();
        // The spans still buffered go to the collector before the process ends.
        if (tracingStarted) await tracing.shutdown();
      })();
      return closing;
    },
  };
}
