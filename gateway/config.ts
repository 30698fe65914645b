import { z } from 'zod';
import { checkedEnv, commaList, vars } from '../rules/env';
import { TRACING_ENV, tracingConfigOf, type TracingConfig } from '../rules/tracing';

/**
 * Every variable the gateway reads, checked before anything starts: a bad value stops the process with
 * one line naming the variable, the value and what is expected (issue 16). Defaults are the demo's.
 */
const GatewayEnv = z.object({
  HOST: vars.text.or('0.0.0.0'),
  // Read by rules/log.ts when the logger is made; checked here with everything else.
  LOG_LEVEL: vars.choice('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').or('info'),
  LOG_PRETTY: vars.flag.or(false),
  PORT: vars.port.or(4000),
  // The platform's port: UPSTREAM_URL's default points at it on this machine.
  PLATFORM_PORT: vars.port.or(4001),
  // One platform, or several: the first is preferred, the others take its calls while it is down (upstream/platforms.ts).
  UPSTREAM_URL: vars.urls('http', 'https').optional(),
  UPSTREAM_TIMEOUT_MS: vars.whole(100, 600_000).or(5000),
  REDIS_URL: vars.url('redis', 'rediss').optional(),
  // production: persisted operations only, no GraphiQL; anything else is development (test runners set "test").
  NODE_ENV: vars.choice('development', 'production', 'test').or('development'),
  WEB_DIST: vars.text.or('dist/web'),
  // The server render of the public pages (issue 24, gateway/ssr.ts): the module the web build made, and
  // how long a page may take to render before it goes out for the browser to render instead.
  WEB_SERVER_ENTRY: vars.text.or('dist/web-server/entry-server.js'),
  SERVER_RENDER_BUDGET_MS: vars.whole(50, 60_000).or(1500),
  SERVER_RENDER_CONCURRENCY: vars.whole(0, 1000).or(8),
  TRUST_PROXY: vars.flag.or(false),
  // How long a stopping gateway lets the requests under way finish (SIGTERM; issue 16 §6).
  SHUTDOWN_GRACE_MS: vars.whole(0, 600_000).or(10_000),
  // Sites whose pages may call the API with the player's cookie. Exact origins only: "*" or "null"
  // would hand a signed-in player's data to any page (issue 14 §5).
  CORS_ORIGINS: commaList(z.string().regex(/^https?:\/\/[^/\s*]+$/, 'each must be an origin such as https://partner.example (scheme and host, no path, no wildcard)')),
  // When the session cookie carries Secure (issue 14 §12b): always, never, or auto (the socket is TLS,
  // or TRUST_PROXY=true and the proxy says https). Never from a client's X-Forwarded-Proto alone.
  SECURE_COOKIES: vars.choice('true', 'false', 'auto').or('auto'),
  // The bearer token a Prometheus scraper sends for /metrics; unset, /metrics is off (issue 14 §12a).
  // Long enough that guessing it is hopeless.
  METRICS_TOKEN: vars.secret(16).optional(),
  // Strict-Transport-Security on the web app's answers (issue 24): always, never, or auto (the request
  // came over TLS, or TRUST_PROXY=true and the proxy says https), as SECURE_COOKIES decides.
  HSTS: vars.choice('true', 'false', 'auto').or('auto'),
  // A third-party live chat instead of our own (seed 002: its script from its host, its license set at
  // runtime): both set, the pages load that script and the CSP allows its host, and only then.
  CHAT_SCRIPT_URL: vars.url('https').optional(),
  CHAT_LICENSE: vars.text.optional(),
  // The anonymous catalogue cache (issue 20, gateway/response-cache.ts): how many answers it keeps; 0 turns it off.
  RESPONSE_CACHE_ENTRIES: vars.whole(0, 1_000_000).or(2000),
  ...TRACING_ENV,
});

const validatedEnv = (env: NodeJS.ProcessEnv) => checkedEnv('gateway', GatewayEnv, env);

/** Gateway settings: environment variables with working defaults (listed in the README). */
export interface GatewayConfig {
  host: string;
  port: number;
  /** Base URLs of the REST platform processes (or any implementation of its contract), preferred first. */
  upstreamUrls: string[];
  upstreamTimeoutMs: number;
  /** Set to share subscriptions between several gateway instances. */
  redisUrl: string | undefined;
  /** development: GraphiQL, introspection and arbitrary documents; production: persisted operations only. */
  production: boolean;
  /** The built web app; served with an SPA fallback when present. */
  webDist: string;
  /** The web app's server render module (absent: every page renders in the browser). */
  webServerEntry: string;
  /** How long a server render may take before the page goes out unrendered. */
  serverRenderBudgetMs: number;
  /** How many pages render at once (0: none); a page beyond that goes out for the browser to render. */
  serverRenderConcurrency: number;
  /**
   * A reverse proxy in front sets X-Forwarded-For. Only then is the header
   * believed: otherwise any client could pick its own address (and country).
   */
  trustProxy: boolean;
  /** Origins granted CORS (with credentials); every other origin gets no CORS headers at all. */
  corsOrigins: string[];
  /** Secure on the session cookie: always, never, or auto (TLS socket, or https said by a trusted proxy). */
  secureCookies: 'true' | 'false' | 'auto';
  /** Strict-Transport-Security on the web app's answers: always, never, or auto (served over TLS). */
  hsts: 'true' | 'false' | 'auto';
  /** The bearer token /metrics requires; undefined turns /metrics off (404). */
  metricsToken: string | undefined;
  /** On SIGTERM, how long the requests under way may take to finish before they are cut. */
  shutdownGraceMs: number;
  /** A third-party chat script and its license (both set), loaded instead of the own chat widget; else null. */
  thirdPartyChat: { scriptUrl: string; license: string } | null;
  /** Traces (issue 16 §2): the OTLP collector they go to (none: no span is made), the name, the sampling. */
  tracing: TracingConfig;
  /** How many anonymous catalogue answers the gateway keeps (gateway/response-cache.ts); 0: none. */
  responseCacheEntries: number;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const checked = validatedEnv(env);
  return {
    host: checked.HOST,
    port: checked.PORT,
    upstreamUrls: checked.UPSTREAM_URL ?? [`http://127.0.0.1:${checked.PLATFORM_PORT}`],
    upstreamTimeoutMs: checked.UPSTREAM_TIMEOUT_MS,
    redisUrl: checked.REDIS_URL,
    production: checked.NODE_ENV === 'production',
    webDist: checked.WEB_DIST,
    webServerEntry: checked.WEB_SERVER_ENTRY,
    serverRenderBudgetMs: checked.SERVER_RENDER_BUDGET_MS,
    serverRenderConcurrency: checked.SERVER_RENDER_CONCURRENCY,
    trustProxy: checked.TRUST_PROXY,
    corsOrigins: checked.CORS_ORIGINS,
    metricsToken: checked.METRICS_TOKEN,
    hsts: checked.HSTS,
    secureCookies: checked.SECURE_COOKIES,
    shutdownGraceMs: checked.SHUTDOWN_GRACE_MS,
    thirdPartyChat: checked.CHAT_SCRIPT_URL && checked.CHAT_LICENSE ? { scriptUrl: checked.CHAT_SCRIPT_URL, license: checked.CHAT_LICENSE } : null,
    tracing: tracingConfigOf(checked),
    responseCacheEntries: checked.RESPONSE_CACHE_ENTRIES,
  };
}
