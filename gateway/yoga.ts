import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { IncomingMessage } from 'node:http';
import { createYoga, type Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { isHtml, withFraming } from '../rules/framing';
import type { GatewayConfig } from './config';
import type { Audience, GatewayContext, SessionUser, StaffMember } from './context';
import { readCookie, SESSION_COOKIE, STAFF_COOKIE, useResponseCookies } from './cookies';
import { BACKOFFICE_GRAPHQL } from '../rules/backoffice';
import { useRefuseUnstorableInput } from './bad-input';
import { languageOf } from './i18n';
import { useRequestBodyLimit } from './body-limit';
import { useCompiledExecution } from './compiled-execution';
import { createPartners, partnerOfRequest, usePartnerAuth, type PartnerKey, type Partners } from './partners';
import type { Metrics } from './metrics';
import { persistedIdOf } from './persisted';
import type { PubSub } from './pubsub';
import { schema } from './schema/index';
import { bindPlatformClient, createSharedPlatformClient, type PlatformClient } from './upstream/client';
import { platformsOf, type Platforms } from './upstream/platforms';
import { requestScope } from '../rules/log';
import { log } from './log';
import { useOperationSpans } from './tracing';
import { useVisibleDomainErrors } from './visible-errors';
import { useCatalogueCache } from './response-cache';

export interface YogaDeps {
  config: GatewayConfig;
  pubsub: PubSub;
  metrics: Metrics;
  persistedOperations: Record<string, string>;
  /** Partner API keys (issue 8); server.ts shares it with the WebSocket side. */
  partners?: Partners;
  /** The platform processes to call; server.ts shares one set (and what it knows of who is down). */
  platforms?: Platforms;
}

/** The header a browser cannot send cross-site without a preflight (Yoga CSRF prevention). */
export const CSRF_HEADER = 'x-oddsgate-csrf';

/**
 * The address the trusted proxy in front of us saw: the LAST X-Forwarded-For entry. A proxy appends to
 * whatever the client sent, so every earlier entry is the client's own choice (one trusted hop).
 */
export function proxiedAddressOf(header: string | null | undefined): string | undefined {
  return header?.split(',').at(-1)?.trim() || undefined;
}

/** The player's address: the socket's, unless a trusted proxy in front of us says otherwise. */
export function clientAddressOf(request: Request, socket: IncomingMessage | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? proxiedAddressOf(request.headers.get('x-forwarded-for')) : undefined;
  return forwarded || socket?.socket.remoteAddress?.replace(/^::ffff:/, '') || '127.0.0.1';
}

/**
 * The remote address of the socket the request reached us on, for the platform's loopback-only local
 * mailbox; null in-process (yoga.fetch). Never read from a header. A header may only narrow it: behind a
 * trusted proxy (which always sets X-Forwarded-For) the socket is the proxy's and says nothing of where
 * the player is, so such a request reports "proxied", which the platform treats as remote.
 */
export function peerAddressOf(request: Request, socket: IncomingMessage | undefined, trustProxy: boolean): string | null {
  if (!socket) return null;
  if (trustProxy && request.headers.has('x-forwarded-for')) return 'proxied';
  return socket.socket.remoteAddress ?? 'unknown';
}

/**
 * Whether the session cookie gets Secure (SECURE_COOKIES). auto: the request reached us over TLS (the
 * adapter builds an https: URL only from an encrypted socket), or a trusted proxy's X-Forwarded-Proto
 * (its last entry, as for X-Forwarded-For) says https. Without TRUST_PROXY the header is not read: a
 * client must not decide how its cookie is flagged (issue 14 §12b).
 */
export function secureCookiesFor(request: Request, config: Pick<GatewayConfig, 'secureCookies' | 'trustProxy'>): boolean {
  if (config.secureCookies !== 'auto') return config.secureCookies === 'true';
  if (new URL(request.url).protocol === 'https:') return true;
  return config.trustProxy && proxiedAddressOf(request.headers.get('x-forwarded-proto'))?.toLowerCase() === 'https';
}

export function createContextFactory({ config, pubsub, metrics, platforms }: Pick<YogaDeps, 'config' | 'pubsub' | 'metrics' | 'platforms'>, audience: Audience = 'player') {
  const shared = createSharedPlatformClient({
    platforms: platforms ?? platformsOf(config.upstreamUrls),
    timeoutMs: config.upstreamTimeoutMs,
    observe: (path: string, status: number, seconds: number) => metrics.upstream.observe({ path, status: String(status) }, seconds),
  });
  return (request: Request, socket?: IncomingMessage, partner: PartnerKey | null = null): GatewayContext => {
    const lang = languageOf(request);
    // A partner acts as its key, never as whatever session cookie came along. The back office acts as
    // staff only: a player's cookie that the browser also sends there is not read.
    const sessionToken = partner || audience === 'staff' ? null : readCookie(request, SESSION_COOKIE);
    const staffToken = audience === 'staff' ? readCookie(request, STAFF_COOKIE) : null;
    const origin = publicOriginOf(request, config.trustProxy);
    const platform = bindPlatformClient(shared, {
      ip: clientAddressOf(request, socket, config.trustProxy),
      lang,
      userAgent: request.headers.get('user-agent') ?? '',
      sessionToken,
      origin,
      partnerKey: partner?.secret ?? null,
      peer: peerAddressOf(request, socket, config.trustProxy),
      staffToken,
    });
    let currentToken = sessionToken;
    let viewer: Promise<SessionUser | null> | undefined;
    let currentStaffToken = staffToken;
    let staff: Promise<StaffMember | null> | undefined;
    return {
      lang,
      audience,
      staffToken,
      staff: () => (staff ??= currentStaffToken ? loadStaffMember(platform) : Promise.resolve(null)),
      adoptStaffSession: (token) => {
        currentStaffToken = token;
        staff = undefined;
        platform.useStaffSession(token);
      },
      pubsub,
      platform,
      sessionToken,
      partner,
      origin,
      secureCookies: secureCookiesFor(request, config),
      // A partner's viewer is its key's owner agent (agents:reports only): Viewer.subAccounts / agentReport of that tree.
      viewer: () =>
        (viewer ??= currentToken
          ? loadSessionUser(platform)
          : partner?.scopes.includes('agents:reports') && partner.ownerUserId
            ? loadPartnerAgent(platform)
            : Promise.resolve(null)),
      adoptSession: (token) => {
        currentToken = token;
        viewer = undefined;
        platform.useSession(token);
      },
    };
  };
}

/**
 * The site as the player reached it: the Host, and behind a trusted proxy its X-Forwarded-Host and
 * X-Forwarded-Proto. Any client writes these, so the platform takes it for e-mail links only when it is
 * one of its configured origins (PUBLIC_URL, PUBLIC_ORIGINS); without TRUST_PROXY the forwarded ones are
 * not even read (issue 14 §3).
 */
export function publicOriginOf(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  const host = (trustProxy ? request.headers.get('x-forwarded-host') : null) ?? request.headers.get('host') ?? url.host;
  const scheme = (trustProxy ? request.headers.get('x-forwarded-proto') : null) ?? url.protocol.replace(':', '');
  return `${scheme}://${host}`;
}

/** The session's account, or null when the platform no longer knows the session (expired, signed out). */
async function loadSessionUser(platform: PlatformClient): Promise<SessionUser | null> {
  const { data, response } = await platform.GET('/api/account/session');
  if (response.status === 401) return null;
  if (!data) throw new Error(`session check answered ${response.status}`);
  return data.User;
}

/** The member of staff behind the request's staff session, or null when it ended (idle, signed out, locked). */
async function loadStaffMember(platform: PlatformClient): Promise<StaffMember | null> {
  const { data, response } = await platform.GET('/api/staff/session');
  if (response.status === 401) return null;
  if (!data) throw new Error(`staff session check answered ${response.status}`);
  return data.Staff;
}

/** The owner agent of the request's agents:reports key (X-Partner-Key), or null once the key no longer qualifies. */
async function loadPartnerAgent(platform: PlatformClient): Promise<SessionUser | null> {
  const { data, response } = await platform.GET('/api/partners/agent');
  if (response.status === 401) return null;
  if (!data) throw new Error(`partner agent check answered ${response.status}`);
  return data.User as unknown as SessionUser;
}

/** Limits from GraphQL Armor: a query cannot be made arbitrarily deep, wide or long. */
export function armorPlugins(production: boolean) {
  return new EnvelopArmor({
    maxDepth: { n: 12 },
    // Armor weighs each field by 1.5^depth: a sport page (matches → markets → odds, ~8 deep) costs
    // about 8,000; this leaves room for that and refuses the deeper or wider.
    costLimit: { maxCost: 20_000 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 50 },
    maxTokens: { n: 4000 },
    blockFieldSuggestion: { enabled: production },
  }).protect().plugins;
}

/**
 * Counts and times every operation. The operation label is its name when it is one of the persisted
 * operations (a fixed set), else "other": a partner's own documents must not mint a label set each.
 */
function operationMetrics(metrics: Metrics, persistedOperations: Record<string, string>): Plugin {
  const known = new Set(Object.values(persistedOperations).flatMap((document) => [...document.matchAll(/\b(?:query|mutation|subscription)\s+(\w+)/g)].map((match) => match[1]!)));
  return {
    onExecute({ args }) {
      const started = performance.now();
      const definition = args.document.definitions.find((d: { kind: string }) => d.kind === 'OperationDefinition');
      const type = definition && 'operation' in definition ? definition.operation : 'unknown';
      const name = definition && 'name' in definition ? definition.name?.value : undefined;
      const operation = name !== undefined && known.has(name) ? name : 'other';
      // The request line names the operation (any name: a log line is not a metric label).
      const scope = requestScope.getStore();
      if (scope && name) scope.operation = name;
      return {
        onExecuteDone({ result }) {
          const outcome = 'errors' in result && (result.errors?.length ?? 0) > 0 ? 'error' : 'ok';
          metrics.operations.inc({ type, outcome });
          metrics.operationSeconds.observe({ operation, type, outcome }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

/** What GraphiQL opens with: a partner's first look at the catalogue. */
const PARTNER_EXAMPLE_QUERY = `# Partner API: send Authorization: Bearer <key> (Headers tab below).
# catalogue:read → sports, matches, odds, casino games; results:read → results.
query Sports {
  sports {
    id
    name
  }
}
`;

/** CORS for one request: the allow-list when its Origin is listed, else none (no CORS headers at all). */
export function corsFor(request: Request, allowed: readonly string[]) {
  const origin = request.headers.get('origin');
  if (!origin || !allowed.includes(origin)) return false as const;
  return {
    // A list of two makes the plugin echo the (listed) origin with Vary: Origin; a single string would not vary.
    origin: [origin, origin],
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', CSRF_HEADER, 'authorization', 'accept-language'],
    maxAge: 600,
  };
}

/**
 * Yoga without a listener: server.ts binds it, tests call yoga.fetch. The back office (audience staff)
 * gets its own endpoint over the same schema, where the staff cookie's path reaches and where neither a
 * player's session nor a partner's key counts.
 */
export function createGatewayYoga(deps: YogaDeps, audience: Audience = 'player') {
  const { config, persistedOperations } = deps;
  const contextOf = createContextFactory(deps, audience);
  const partners = audience === 'staff' ? null : (deps.partners ?? createPartners({ platforms: deps.platforms ?? platformsOf(config.upstreamUrls), timeoutMs: config.upstreamTimeoutMs }));
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    graphqlEndpoint: audience === 'staff' ? BACKOFFICE_GRAPHQL : '/graphql',
    // Yoga's limit counts every body through a stream; useRequestBodyLimit (below) reads Content-Length instead.
    maxRequestBodySize: false,
    // Over HTTP Yoga passes the Node request as `req`; over WebSocket server.ts passes the upgrade request.
    // A WebSocket operation brings its partner (server.ts onSubscribe); an HTTP one was authenticated by usePartnerAuth.
    context: ({ request, req, partner }) =>
      contextOf(request, req as IncomingMessage | undefined, audience === 'staff' ? null : ((partner as PartnerKey | undefined) ?? partnerOfRequest(request))),
    // Partners explore the schema here in development: a key goes in the Headers tab (HTTP) and the connection payload (WS).
    graphiql: config.production || audience === 'staff'
      ? false
      : { subscriptionsProtocol: 'WS', title: 'Oddsgate GraphiQL', headers: JSON.stringify({ Authorization: 'Bearer og_…your partner key…' }), defaultQuery: PARTNER_EXAMPLE_QUERY },
    landingPage: false,
    // Yoga's default CORS echoes any Origin ("null" included) with credentials (issue 14 §5): only the
    // CORS_ORIGINS allow-list is granted; our own pages are same-origin and need none.
    cors: (request) => corsFor(request, config.corsOrigins),
    maskedErrors: true,
    // Yoga's own lines (a masked error's cause) in the gateway's JSON log, with the request's id.
    logging: {
      debug: (...args: unknown[]) => log.debug({ yoga: args.map(String) }, 'yoga'),
      info: (...args: unknown[]) => log.info({ yoga: args.map(String) }, 'yoga'),
      warn: (...args: unknown[]) => log.warn({ yoga: args.map(String) }, 'yoga'),
      error: (...args: unknown[]) => log.error({ err: args.find((arg) => arg instanceof Error), yoga: args.filter((arg) => !(arg instanceof Error)).map(String) }, 'yoga error'),
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      // The largest legitimate body is a KYC upload (5 MB, about 7 MB as base64): Yoga's default of 25 MB
      // let a 12 MB padded mutation be buffered, parsed and run.
      useRequestBodyLimit(10_000_000),
      useRefuseUnstorableInput(),
      useVisibleDomainErrors(),
      ...(partners ? [usePartnerAuth(partners)] : []),
      ...armorPlugins(config.production),
      usePersistedOperations({
        getPersistedOperation: (id) => persistedOperations[id] ?? null,
        extractPersistedOperationId: persistedIdOf,
        // Partners (issue 8) and development tools send documents; production
        // browsers may run only what the web build persisted.
        allowArbitraryOperations: (request) => !config.production || (audience === 'player' && partnerOfRequest(request) !== null),
      }),
      ...(config.production
        ? [{ onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) } satisfies Plugin]
        : []),
      useCompiledExecution(deps.metrics),
      operationMetrics(deps.metrics, persistedOperations),
      useOperationSpans(),
      useResponseCookies(),
      useFrameProtection(),
      useCatalogueCache(deps, audience),
    ],
  });
}

export type GatewayYoga = ReturnType<typeof createGatewayYoga>;

/** GraphiQL (development) is a page of this site too: no site may frame it (issue 14 §12c). */
function useFrameProtection(): Plugin {
  return {
    onResponse({ response }) {
      if (!isHtml(response.headers.get('content-type'))) return;
      for (const [name, value] of Object.entries(withFraming(response.headers.get('content-security-policy'), response.headers.get('x-frame-options'), 'none'))) response.headers.set(name, value);
    },
  };
}
