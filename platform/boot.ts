import { loadPlatformConfig, type PlatformConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createOutboxNotifier } from './events/notifier';
import { createPlatformApp } from './app';
import { seedDemoData } from './seed/demo';
import { seedCashierDemoData } from './cashier';
import { publishRelease } from './system/release';
import { startMailDispatcher } from './account/mail';
import { type RunningFeed, startFeed } from './feed/runner';
import { bettingDeps, loadBettingOptions, startBettingWorker, type BettingOptions } from './betting';
import { ensureCasinoData, startJackpotWorker } from './casino';
import { startRoundSweeper } from './casino/gameserver/sweeper';
import { seedAgentDemoData } from './agents';

/** Opens the database, migrates, seeds and builds the app: everything but listening. */
export async function bootPlatform(overrides: Partial<PlatformConfig> = {}, bettingOptions: Partial<BettingOptions> = {}) {
  const config = { ...loadPlatformConfig(), ...overrides };
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, connectTimeoutMs: config.databaseConnectTimeoutMs });
  await migrateToLatest(database.db);
  await ensureCasinoData(database.db);
  if (config.seedDemoData) {
    await seedDemoData(database.db);
    await seedCashierDemoData(database.db);
    await seedAgentDemoData(database.db);
  }
  if (config.releaseHash) await publishRelease(database.db, config.releaseHash);
  const notifier = await createOutboxNotifier(database);
  let feed: RunningFeed | null = null;
  const betting = bettingDeps(database.db, config, { ...loadBettingOptions(), ...bettingOptions });
  const app = createPlatformApp({ database, config, notifier, betting, feed: () => feed?.adapter ?? null });
  feed = await startFeed(database.db, config);
  const worker = betting.options.workerIntervalMs > 0 ? startBettingWorker(betting, betting.options.workerIntervalMs) : null;
  const jackpots = config.jackpotIntervalMs > 0 ? startJackpotWorker(database.db, config.jackpotIntervalMs) : null;
  const sweeper = config.roundSweepIntervalMs > 0 ? startRoundSweeper(database.db, config.roundSweepIntervalMs) : null;
  const stopMail = config.smtpUrl ? startMailDispatcher(database.db, config.smtpUrl, config.mailFrom) : async () => {};
  return {
    app,
    config,
    database,
    betting,
    async close() {
      await worker?.stop();
      await jackpots?.stop();
      await sweeper?.stop();
      await feed?.stop();
      await stopMail();
      await notifier.close();
      await database.close();
    },
  };
}
