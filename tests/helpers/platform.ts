import { bootPlatform } from '../../platform/boot';
import type { PlatformConfig } from '../../platform/config';
import type { BettingOptions } from '../../platform/betting';
import { createTestDatabase } from './database';

/**
 * A booted platform (migrated, optionally seeded) on a private database, without a listener. The tests pay
 * with the simulated methods, so the cashier sandbox is on unless a test turns it off.
 */
export async function startPlatform(overrides: Partial<PlatformConfig> = {}, betting: Partial<BettingOptions> = {}) {
  const database = await createTestDatabase();
  const platform = await bootPlatform({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, seedDemoData: false, releaseHash: '', feed: 'off', cashierSandbox: true, ...overrides }, betting);
  return {
    ...platform,
    db: platform.database.db,
    async close() {
      await platform.close();
      await database.release();
    },
  };
}
