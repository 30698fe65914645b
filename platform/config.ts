import { z } from 'zod';
import { checkedEnv, originList } from '../rules/env';

/**
 * The variables whose values are checked before anything starts: a bad value stops the process with one
 * line naming the variable (ARCHITECTURE §8).
 */
const PlatformEnv = z.object({
  MAILBOX: z.enum(['local', 'open']).default('local'),
  // Origins besides PUBLIC_URL's that links in e-mails may use when the gateway names one (several domains).
  PUBLIC_ORIGINS: originList(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each must be an origin such as https://play.example.com (scheme and host, no path)')),
});

const validatedEnv = (env: NodeJS.ProcessEnv) => checkedEnv('platform', PlatformEnv, env);

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
  /** Leading zero bits the sign-in and sign-up proof-of-work asks for (16 ≈ 65,000 hashes). */
  powDifficulty: number;
  /** New accounts confirm their e-mail before they can sign in (seed 000 §4). */
  emailVerification: boolean;
  /** Outgoing mail goes here; without it mail stays in the local mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Who may read the local mailbox (only without smtpUrl: with it there is none). "local": browsers on
   * this machine only, judged by socket addresses (issue 14 §2: it showed anyone's reset links to
   * anyone); "open": every visitor (a demo served to others on purpose).
   */
  mailbox: 'local' | 'open';
  /**
   * Where links in e-mails point. Never taken from a request: a Host or X-Forwarded-Host chosen by an
   * attacker would mail the victim a reset link to the attacker's site (issue 14 §3).
   */
  publicUrl: string;
  /** Further origins the gateway may name for links (the site reached under another domain); any other falls back to publicUrl. */
  publicOrigins: string[];
  /** Nationalities whose sign-ups wait for a political declaration (ISO codes). */
  politicalDeclarationCountries: string[];
  /** Session idle and absolute time-outs, in minutes; "remember me" sessions live longer. */
  sessionIdleMinutes: number;
  sessionAbsoluteMinutes: number;
  rememberMeDays: number;
  /** Which feed runs: the built-in simulator, or none (a test that drives the sink itself). */
  feed: 'simulator' | 'off';
  /** The simulator's seed: the same seed plays the same week. */
  feedSeed: number;
  /** Real minutes a whole simulated match lasts (a demo sees matches finish). */
  feedMatchMinutes: number;
  /** How often the simulator moves live matches, in ms. */
  feedTickMs: number;
  /** Past days the simulator plays at start, so results have history. */
  feedHistoryDays: number;
  /** Feed events older than this leave the outbox (a resuming consumer further behind refetches). */
  feedEventRetentionMinutes: number;
  /**
   * Test controls (test stacks only, never production): operators may create scripted matches and end a
   * live bet's delay at once, so end-to-end journeys drive the feed instead of waiting for it.
   */
  testControls: boolean;
  /**
   * The simulated payment methods (issue 14 A): the sandbox card page and every method paid on it, the X1
   * widget and its confirm, and the sandbox-derived crypto addresses. They credit money no one paid, so
   * they are offered only when CASHIER_SANDBOX=true (npm start and the test stacks set it).
   */
  cashierSandbox: boolean;
  /** Game providers sign their seamless-wallet calls with a secret derived from this one (one per provider). */
  casinoWalletSecret: string;
  /** How often changed jackpot pools are announced (jackpot.changed); 0: never (a test publishes itself). */
  jackpotIntervalMs: number;
  /** How often game rounds left with wallet calls pending are finished (gameserver/sweeper.ts); 0: never. */
  roundSweepIntervalMs: number;
}

export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const checked = validatedEnv(env);
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
    powDifficulty: Number(env.POW_DIFFICULTY ?? 16),
    emailVerification: env.EMAIL_VERIFICATION !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Oddsgate <no-reply@oddsgate.example>',
    mailbox: checked.MAILBOX,
    publicOrigins: checked.PUBLIC_ORIGINS,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 4000}`,
    politicalDeclarationCountries: (env.POLITICAL_DECLARATION_COUNTRIES ?? '').split(',').map((code) => code.trim().toUpperCase()).filter(Boolean),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
    sessionAbsoluteMinutes: Number(env.SESSION_ABSOLUTE_MINUTES ?? 12 * 60),
    rememberMeDays: Number(env.REMEMBER_ME_DAYS ?? 30),
    feed: env.FEED === 'off' ? 'off' : 'simulator',
    feedSeed: Number(env.FEED_SEED ?? 2026),
    feedMatchMinutes: Number(env.FEED_MATCH_MINUTES ?? 12),
    feedTickMs: Number(env.FEED_TICK_MS ?? 1000),
    feedHistoryDays: Number(env.FEED_HISTORY_DAYS ?? 7),
    feedEventRetentionMinutes: Number(env.FEED_EVENT_RETENTION_MINUTES ?? 60),
    testControls: env.TEST_CONTROLS === 'true',
    cashierSandbox: env.CASHIER_SANDBOX === 'true',
    casinoWalletSecret: env.CASINO_WALLET_SECRET || 'oddsgate-casino-wallet-secret',
    jackpotIntervalMs: Number(env.JACKPOT_INTERVAL_MS ?? 1000),
    roundSweepIntervalMs: Number(env.ROUND_SWEEP_INTERVAL_MS ?? 30_000),
  };
}
