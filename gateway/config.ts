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
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    host: env.HOST ?? '0.0.0.0',
    port: Number(env.PORT ?? 4000),
    upstreamUrl: env.UPSTREAM_URL ?? `http://127.0.0.1:${env.PLATFORM_PORT ?? 4001}`,
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 5000),
    redisUrl: env.REDIS_URL || undefined,
    production: env.NODE_ENV === 'production',
    webDist: env.WEB_DIST ?? 'dist/web',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
