import { z } from 'zod';
import { checkedEnv, originList } from '../rules/env';

/**
 * The variables whose values are checked before anything starts: a bad value stops the process with one
 * line naming the variable (ARCHITECTURE §8).
 */
const GatewayEnv = z.object({
  // Sites whose pages may call the API with the player's cookie. Exact origins only: "*" or "null"
  // would hand a signed-in player's data to any page (issue 14 §5).
  CORS_ORIGINS: originList(z.string().regex(/^https?:\/\/[^/\s*]+$/, 'each must be an origin such as https://partner.example (scheme and host, no path, no wildcard)')),
  // When the session cookie carries Secure (issue 14 §12b): always, never, or auto (the socket is TLS,
  // or TRUST_PROXY=true and the proxy says https). Never from a client's X-Forwarded-Proto alone.
  SECURE_COOKIES: z.enum(['true', 'false', 'auto']).default('auto'),
  // The bearer token a Prometheus scraper sends for /metrics; unset, /metrics is off (issue 14 §12a).
  // Long enough that guessing it is hopeless.
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((token) => token || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional()),
});

const validatedEnv = (env: NodeJS.ProcessEnv) => checkedEnv('gateway', GatewayEnv, env);

/** Gateway settings: environment variables with working defaults (listed in the README). */
export interface GatewayConfig {
  host: string;
  port: number;
  /** Base URL of the REST platform (or any implementation of its contract). */
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  /** Set to share subscriptions between several gateway instances. */
  redisUrl: string | undefined;
  /** development: GraphiQL, introspection and arbitrary documents; production: persisted operations only. */
  production: boolean;
  /** The built web app; served with an SPA fallback when present. */
  webDist: string;
  /**
   * A reverse proxy in front sets X-Forwarded-For. Only then is the header
   * believed: otherwise any client could pick its own address (and country).
   */
  trustProxy: boolean;
  /** Origins granted CORS (with credentials); every other origin gets no CORS headers at all. */
  corsOrigins: string[];
  /** Secure on the session cookie: always, never, or auto (TLS socket, or https said by a trusted proxy). */
  secureCookies: 'true' | 'false' | 'auto';
  /** The bearer token /metrics requires; undefined turns /metrics off (404). */
  metricsToken: string | undefined;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const checked = validatedEnv(env);
  return {
    host: env.HOST ?? '0.0.0.0',
    port: Number(env.PORT ?? 4000),
    upstreamUrl: env.UPSTREAM_URL ?? `http://127.0.0.1:${env.PLATFORM_PORT ?? 4001}`,
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 5000),
    redisUrl: env.REDIS_URL || undefined,
    production: env.NODE_ENV === 'production',
    webDist: env.WEB_DIST ?? 'dist/web',
    trustProxy: env.TRUST_PROXY === 'true',
    corsOrigins: checked.CORS_ORIGINS,
    metricsToken: checked.METRICS_TOKEN,
    secureCookies: checked.SECURE_COOKIES,
  };
}
