import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { checkedEnv, commaList, vars } from '../rules/env';
import { TRACING_ENV, tracingConfigOf, type TracingConfig } from '../rules/tracing';

/**
 * Every variable the platform reads, checked before anything starts: a bad value stops the process with
 * one line naming the variable, the value and what is expected (issue 16). Defaults are the demo's.
 */
const PlatformEnv = z.object({
  // all: serves the API and leads background work; api: serves only; worker: only background work (issue 16 §5).
  PLATFORM_ROLE: vars.choice('all', 'api', 'worker').or('all'),
  PLATFORM_HOST: vars.text.or('127.0.0.1'),
  // Read by rules/log.ts when the logger is made; checked here with everything else.
  LOG_LEVEL: vars.choice('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').or('info'),
  LOG_PRETTY: vars.flag.or(false),
  PLATFORM_PORT: vars.port.or(4001),
  // The gateway's port: PUBLIC_URL's default points at it.
  PORT: vars.port.or(4000),
  DATABASE_URL: vars.url('postgres', 'postgresql').optional(),
  // At least 2: start-up holds one connection for its lock (db/connection.ts exclusively) while it works on another.
  DATABASE_POOL_SIZE: vars.whole(2, 1000).or(10),
  // How long the platform keeps trying to reach DATABASE_URL at start before it gives up (a database
  // that starts after the platform, as in a compose file).
  DATABASE_CONNECT_TIMEOUT_MS: vars.whole(0).or(60_000),
  DATA_DIR: vars.text.or('./.data/pglite'),
  ADMIN_TOKEN: vars.secret(16).or('oddsgate-admin'),
  IP_COUNTRY_MAP: vars.text.or(''),
  VERSION_CHECK_INTERVAL_MS: vars.whole(1000).or(300_000),
  RELEASE_HASH: vars.text.or(''),
  SEED_DEMO_DATA: vars.flag.or(true),
  POW_DIFFICULTY: vars.whole(0, 32).or(16),
  // Signs ALTCHA challenges; without it each start draws its own (see altchaHmacKey).
  ALTCHA_HMAC_KEY: vars.secret(16).optional(),
  ALTCHA_MAX_NUMBER: vars.whole(1, 10_000_000).or(100_000),
  EMAIL_VERIFICATION: vars.flag.or(true),
  SMTP_URL: vars.url('smtp', 'smtps').optional(),
  MAIL_FROM: vars.text.or('Oddsgate <no-reply@oddsgate.example>'),
  MAILBOX: vars.choice('local', 'open').or('local'),
  PUBLIC_URL: vars.url('http', 'https').optional(),
  // Origins besides PUBLIC_URL's that links in e-mails may use when the gateway names one (several domains).
  PUBLIC_ORIGINS: commaList(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each must be an origin such as https://play.example.com (scheme and host, no path)')),
  POLITICAL_DECLARATION_COUNTRIES: commaList(z.string().regex(/^[A-Za-z]{2}$/, 'each must be a two-letter country code such as SE')),
  SESSION_IDLE_MINUTES: vars.whole(1).or(30),
  SESSION_ABSOLUTE_MINUTES: vars.whole(1).or(12 * 60),
  REMEMBER_ME_DAYS: vars.whole(1).or(30),
  STAFF_IDLE_MINUTES: vars.whole(1).or(15),
  STAFF_SESSION_HOURS: vars.whole(1).or(10),
  WITHDRAWAL_FOUR_EYES_ABOVE: vars.whole(0).or(1000),
  WITHDRAWAL_KYC_ABOVE: vars.whole(0).or(2000),
  FEED: vars.choice('simulator', 'off').or('simulator'),
  FEED_SEED: vars.whole(0).or(2026),
  FEED_MATCH_MINUTES: vars.number(0.1).or(12),
  // Below 50 ms the simulator would re-price every live match faster than any client can show it.
  FEED_TICK_MS: vars.whole(50).or(1000),
  FEED_HISTORY_DAYS: vars.whole(0, 60).or(7),
  FEED_EVENT_RETENTION_MINUTES: vars.whole(1).or(60),
  TEST_CONTROLS: vars.flag.or(false),
  CASHIER_SANDBOX: vars.flag.or(false),
  CASHIER_SANDBOX_SECRET: vars.secret(16).optional(),
  CASHIER_ADDRESS_SECRET: vars.secret(16).optional(),
  CASHIER_X1_WIDGET_ID: vars.text.optional(),
  // A card deposit whose payment page is abandoned stays pending this long, then expires and can never be credited.
  DEPOSIT_PENDING_TTL_MINUTES: vars.number(0.1).or(30),
  CASINO_WALLET_SECRET: vars.secret(16).or('oddsgate-casino-wallet-secret'),
  JACKPOT_INTERVAL_MS: vars.whole(0).or(1000),
  ROUND_SWEEP_INTERVAL_MS: vars.whole(0).or(30_000),
  SESSION_LIMIT_SWEEP_MS: vars.whole(0).or(10_000),
  DEPOSIT_EXPIRY_SWEEP_MS: vars.whole(0).or(60_000),
  // Compliance flags (issue 18): a deposit of at least this many minor units without approved KYC, and
  // this many accounts seen from one address, raise a flag; the sweep looks every COMPLIANCE_SWEEP_MS.
  COMPLIANCE_LARGE_DEPOSIT_MINOR: vars.whole(1).or(200_000),
  COMPLIANCE_ACCOUNTS_PER_ADDRESS: vars.whole(2).or(3),
  COMPLIANCE_SWEEP_MS: vars.whole(0).or(60_000),
  BET_LIVE_DELAY_MS: vars.whole(0, 600_000).optional(),
  // The bet ticker's flags (issue 19, rules/trading/ticker-flags.ts): a large stake per currency in major
  // units (`*` for any currency not listed), a late prematch bet's minutes before the start, the match
  // minute from which a live bet is late, and how many tickets of one player on one match within the
  // window are many selections on one event.
  TICKER_LARGE_STAKE: commaList(z.string().regex(/^([A-Z0-9]{3,5}|\*):\d{1,12}$/, 'each must be CURRENCY:amount such as EUR:500 (or *:500 for any other currency)')).transform((list) =>
    list.length > 0 ? list : ['*:500', 'SEK:5000', 'NOK:5000', 'DKK:4000'],
  ),
  TICKER_LATE_MINUTES: vars.whole(0, 24 * 60).or(5),
  TICKER_LIVE_LATE_MINUTE: vars.whole(0, 1000).or(80),
  TICKER_SAME_EVENT_TICKETS: vars.whole(2, 100).or(3),
  TICKER_SAME_EVENT_WINDOW_MINUTES: vars.whole(1, 24 * 60).or(30),
  // The bearer token a Prometheus scraper sends for the platform's /metrics; unset, /metrics is off (404).
  METRICS_TOKEN: vars.secret(16).optional(),
  // How long a stopping platform lets the requests under way finish (SIGTERM; issue 16 §6).
  SHUTDOWN_GRACE_MS: vars.whole(0, 600_000).or(10_000),
  ...TRACING_ENV,
});

/** The platform's environment, checked (throws the one-line refusal): the one reader of process.env. */
export const platformEnv = (env: NodeJS.ProcessEnv = process.env) => checkedEnv('platform', PlatformEnv, env);

/** Platform settings: environment variables with working defaults (listed in the README). */
export interface PlatformConfig {
  /**
   * What this process does: 'all' (npm start) serves the REST API and takes part in background work; 'api'
   * serves only; 'worker' serves nothing and takes part in background work. Background work runs in one
   * process at a time whatever their number (leader.ts).
   */
  role: 'all' | 'api' | 'worker';
  host: string;
  port: number;
  /** A PostgreSQL server; when absent the platform embeds PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Connections the platform keeps to databaseUrl at most. */
  databasePoolSize: number;
  /** How long the start keeps retrying an unreachable databaseUrl (with backoff) before it gives up. */
  databaseConnectTimeoutMs: number;
  /** PGlite data folder; "memory://" keeps everything in memory (tests). */
  dataDir: string;
  /**
   * A PGlite data folder dumped to a tar file (PGlite's dumpDataDir) that an in-memory database starts
   * from instead of an empty one: the tests' migrated template, so each test platform skips initdb and
   * the migrations (tests/helpers/template.ts). Never set by the environment.
   */
  dataTemplate?: string | undefined;
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
  /**
   * Signs the ALTCHA challenges of sign-in and password reset. Never a value written in the code: ALTCHA_HMAC_KEY,
   * or a random key drawn at start (a challenge lives 5 minutes, so a restart only asks for a fresh one; run
   * several platform processes with one ALTCHA_HMAC_KEY).
   */
  altchaHmacKey: string;
  /** ALTCHA's difficulty: the solver tries numbers up to this one (100,000 is about a second on a phone). */
  altchaMaxNumber: number;
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
  /** Staff sessions (issue 18): a shorter idle time-out than a player's, and a working day at most. */
  staffIdleMinutes: number;
  staffSessionHours: number;
  /** Withdrawals above this (major units of their currency) need two different staff approvals (four eyes). */
  withdrawalFourEyesAbove: number;
  /** Withdrawals above this (major units) need the player's identity documents verified first. */
  withdrawalKycAbove: number;
  /** The bet ticker's flag settings (TICKER_*): large stakes in major units per currency (`*`: any other). */
  ticker: { largeStake: Record<string, string>; lateMinutes: number; liveLateMinute: number; sameEventTickets: number; sameEventWindowMinutes: number };
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
  depositPendingTtlMinutes: number;
  /** Game providers sign their seamless-wallet calls with a secret derived from this one (one per provider). */
  casinoWalletSecret: string;
  /** How often changed jackpot pools are announced (jackpot.changed); 0: never (a test publishes itself). */
  jackpotIntervalMs: number;
  /** How often game rounds left with wallet calls pending are finished (gameserver/sweeper.ts); 0: never. */
  roundSweepIntervalMs: number;
  /** How often sessions past their player's session time limit are ended (responsible/sweeper.ts); 0: never. */
  sessionLimitSweepMs: number;
  /** How often pending deposits past DEPOSIT_PENDING_TTL_MINUTES are ended (cashier/expiry-sweeper.ts); 0: never. */
  depositExpirySweepMs: number;
  /** Compliance flag rules (compliance/flags.ts): their thresholds, and how often the sweep raises them; 0: never. */
  compliance: { largeDepositMinor: bigint; accountsPerAddress: number; sweepMs: number };
  /** On SIGTERM, how long the requests under way may take to finish before they are cut. */
  shutdownGraceMs: number;
  /** The bearer token /metrics requires; undefined turns /metrics off (404). */
  metricsToken: string | undefined;
  /** Traces (issue 16 §2): the OTLP collector they go to (none: no span is made), the name, the sampling. */
  tracing: TracingConfig;
}

export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const checked = platformEnv(env);
  return {
    role: checked.PLATFORM_ROLE,
    host: checked.PLATFORM_HOST,
    port: checked.PLATFORM_PORT,
    databaseUrl: checked.DATABASE_URL,
    databasePoolSize: checked.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: checked.DATABASE_CONNECT_TIMEOUT_MS,
    dataDir: checked.DATA_DIR,
    adminToken: checked.ADMIN_TOKEN,
    ipCountryMap: checked.IP_COUNTRY_MAP,
    versionCheckIntervalMs: checked.VERSION_CHECK_INTERVAL_MS,
    releaseHash: checked.RELEASE_HASH,
    seedDemoData: checked.SEED_DEMO_DATA,
    powDifficulty: checked.POW_DIFFICULTY,
    altchaHmacKey: checked.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    altchaMaxNumber: checked.ALTCHA_MAX_NUMBER,
    emailVerification: checked.EMAIL_VERIFICATION,
    smtpUrl: checked.SMTP_URL,
    mailFrom: checked.MAIL_FROM,
    mailbox: checked.MAILBOX,
    publicOrigins: checked.PUBLIC_ORIGINS,
    publicUrl: checked.PUBLIC_URL ?? `http://localhost:${checked.PORT}`,
    politicalDeclarationCountries: checked.POLITICAL_DECLARATION_COUNTRIES.map((code) => code.toUpperCase()),
    sessionIdleMinutes: checked.SESSION_IDLE_MINUTES,
    sessionAbsoluteMinutes: checked.SESSION_ABSOLUTE_MINUTES,
    rememberMeDays: checked.REMEMBER_ME_DAYS,
    staffIdleMinutes: checked.STAFF_IDLE_MINUTES,
    staffSessionHours: checked.STAFF_SESSION_HOURS,
    withdrawalFourEyesAbove: checked.WITHDRAWAL_FOUR_EYES_ABOVE,
    withdrawalKycAbove: checked.WITHDRAWAL_KYC_ABOVE,
    ticker: {
      largeStake: Object.fromEntries(checked.TICKER_LARGE_STAKE.map((entry) => entry.split(':') as [string, string])),
      lateMinutes: checked.TICKER_LATE_MINUTES,
      liveLateMinute: checked.TICKER_LIVE_LATE_MINUTE,
      sameEventTickets: checked.TICKER_SAME_EVENT_TICKETS,
      sameEventWindowMinutes: checked.TICKER_SAME_EVENT_WINDOW_MINUTES,
    },
    feed: checked.FEED,
    feedSeed: checked.FEED_SEED,
    feedMatchMinutes: checked.FEED_MATCH_MINUTES,
    feedTickMs: checked.FEED_TICK_MS,
    feedHistoryDays: checked.FEED_HISTORY_DAYS,
    feedEventRetentionMinutes: checked.FEED_EVENT_RETENTION_MINUTES,
    testControls: checked.TEST_CONTROLS,
    cashierSandbox: checked.CASHIER_SANDBOX,
    depositPendingTtlMinutes: checked.DEPOSIT_PENDING_TTL_MINUTES,
    casinoWalletSecret: checked.CASINO_WALLET_SECRET,
    jackpotIntervalMs: checked.JACKPOT_INTERVAL_MS,
    roundSweepIntervalMs: checked.ROUND_SWEEP_INTERVAL_MS,
    sessionLimitSweepMs: checked.SESSION_LIMIT_SWEEP_MS,
    depositExpirySweepMs: checked.DEPOSIT_EXPIRY_SWEEP_MS,
    compliance: { largeDepositMinor: BigInt(checked.COMPLIANCE_LARGE_DEPOSIT_MINOR), accountsPerAddress: checked.COMPLIANCE_ACCOUNTS_PER_ADDRESS, sweepMs: checked.COMPLIANCE_SWEEP_MS },
    shutdownGraceMs: checked.SHUTDOWN_GRACE_MS,
    metricsToken: checked.METRICS_TOKEN,
    tracing: tracingConfigOf(checked),
  };
}
