/** Platform settings: environment variables with working defaults (listed in the README). */
export interface PlatformConfig {
  host: string;
  port: number;
  /** A PostgreSQL server; when absent the platform embeds PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** PGlite data folder; "memory://" keeps everything in memory (tests). */
  dataDir: string;
  /** Operator calls (publish a release, …) require this token in X-Admin-Token. */
  adminToken: string;
  /** "203.0.113.0/24=AU,198.51.100.7=SE": a local stand-in for a GeoIP database. */
  ipCountryMap: string;
  /** How often the web client re-checks the version hash (seed 000 §9: 300000 ms). */
  versionCheckIntervalMs: number;
  /** The hash of the web build that is live; empty until a build is found. */
  releaseHash: string;
  seedDemoData: boolean;
}

export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    host: env.PLATFORM_HOST ?? '127.0.0.1',
    port: Number(env.PLATFORM_PORT ?? 4001),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './.data/pglite',
    adminToken: env.ADMIN_TOKEN ?? 'oddsgate-admin',
    ipCountryMap: env.IP_COUNTRY_MAP ?? '',
    versionCheckIntervalMs: Number(env.VERSION_CHECK_INTERVAL_MS ?? 300_000),
    releaseHash: env.RELEASE_HASH ?? '',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
  };
}
