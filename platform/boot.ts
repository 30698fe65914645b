import { loadPlatformConfig, type PlatformConfig } from './config';
import { exclusively, openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createOutboxNotifier } from './events/notifier';
import { createPlatformApp } from './app';
import { seedDemoData } from './seed/demo';
import { seedCashierDemoData } from './cashier';
import { publishRelease } from './system/release';
import { startMailDispatcher } from './account/mail';
import { startFeed } from './feed/runner';
import { holdLifeline, type Job, whileLeader } from './leader';
import { bettingDeps, loadBettingOptions, startBettingWorker, type BettingOptions } from './betting';
import { ensureCasinoData, startJackpotWorker } from './casino';
import { startSessionLimitSweeper } from './responsible/sweeper';
import { startDepositExpirySweeper } from './cashier/expiry-sweeper';
import { startComplianceSweep } from './compliance/flags';
import { startRoundSweeper } from './casino/gameserver/sweeper';
import { seedAgentDemoData } from './agents';
import { createLifecycle } from './http/lifecycle';
import { tracing } from './tracing';

/** Opens the database, migrates, seeds and builds the app: everything but listening. */
export async function bootPlatform(overrides: Partial<PlatformConfig> = {}, bettingOptions: Partial<BettingOptions> = {}) {
  const config = { ...loadPlatformConfig(), ...overrides };
  // Before the database opens: its statements are traced only when tracing is on by then.
  const tracingStarted = tracing.start(config.tracing);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, dataTemplate: config.dataTemplate, poolSize: config.databasePoolSize, connectTimeoutMs: config.databaseConnectTimeoutMs });
  // One process at a time: each finds what the one before it did (migrations, seeds) and skips it.
  await exclusively(database, async () => {
    await migrateToLatest(database.db);
    await ensureCasinoData(database.db);
    if (config.seedDemoData) {
      await seedDemoData(database.db);
      await seedCashierDemoData(database.db);
      await seedAgentDemoData(database.db);
    }
    if (config.releaseHash) await publishRelease(database.db, config.releaseHash);
  });
  const notifier = await createOutboxNotifier(database);
  const betting = bettingDeps(database.db, config, { ...loadBettingOptions(), ...bettingOptions });
  const lifecycle = createLifecycle();
  // Background work runs in one process at a time, whatever their number (leader.ts); an 'api' process runs none.
  // On a server each such process holds its lifeline first: a successor takes a dead one's jobs at once.
  const lifeline = config.role !== 'api' && config.databaseUrl ? await holdLifeline(config.databaseUrl, database.db) : undefined;
  const lead = <J extends Job>(name: string, on: boolean, start: () => J | Promise<J>) =>
    on && config.role !== 'api' ? whileLeader(database.db, name, start, lifeline ? { lifeline } : {}) : null;
  const feed = lead('feed', config.feed !== 'off', () => startFeed(database.db, config));
  const app = createPlatformApp({ database, config, notifier, betting, feed: () => feed?.current()?.adapter ?? null, lifecycle });
  const workers = [
    feed,
    lead('settlement', betting.options.workerIntervalMs > 0, () => startBettingWorker(betting, betting.options.workerIntervalMs)),
    lead('jackpots', config.jackpotIntervalMs > 0, () => startJackpotWorker(database.db, config.jackpotIntervalMs)),
    lead('round-sweeper', config.roundSweepIntervalMs > 0, () => startRoundSweeper(database.db, config.roundSweepIntervalMs)),
    lead('session-limits', config.sessionLimitSweepMs > 0, () => startSessionLimitSweeper(database.db, config.sessionLimitSweepMs)),
    lead('deposit-expiry', config.depositExpirySweepMs > 0, () => startDepositExpirySweeper({ db: database.db, config }, config.depositExpirySweepMs)),
    lead('compliance-flags', config.compliance.sweepMs > 0, () => startComplianceSweep(database.db, config.compliance)),
    lead('mail', config.smtpUrl !== undefined, () => ({ stop: startMailDispatcher(database.db, config.smtpUrl!, config.mailFrom) })),
  ];
  // Started (or found led elsewhere) before the platform serves: a test's first request sees the feed running.
  await Promise.all(workers.map((worker) => worker?.settled));
  return {
    app,
    config,
    lifecycle,
    database,
    betting,
    async close() {
      for (const worker of workers) await worker?.stop();
      await lifeline?.close();
      await notifier.close();
      await database.close();
      // The spans still buffered go to the collector before the process ends.
      if (tracingStarted) await tracing.shutdown();
    },
  };
}
