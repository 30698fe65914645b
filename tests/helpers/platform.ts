import { bootPlatform } from '../../platform/boot';
import type { PlatformConfig } from '../../platform/config';
import type { BettingOptions } from '../../platform/betting';
import { createTestDatabase } from './database';
import type { Json } from './json';

/**
 * A booted platform (migrated, optionally seeded) on a private database, without a listener. The tests pay
 * with the simulated methods, so the cashier sandbox is on unless a test turns it off.
 */
export async function startPlatform(overrides: Partial<PlatformConfig> = {}, betting: Partial<BettingOptions> = {}) {
  const database = await createTestDatabase();
  const platform = await bootPlatform({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, dataTemplate: database.dataTemplate, seedDemoData: false, releaseHash: '', feed: 'off', cashierSandbox: true, ...overrides }, betting);
  return {
    ...platform,
    db: platform.database.db,
    async close() {
      await platform.close();
      await database.release();
    },
  };
}

/**
 * JSON calls to a platform app, each from the next address `address(n)` names (n = 1, 2, …): rate limits
 * count per address, and an attacker spreads over many. `headers` given to a call win over the defaults.
 */
export function callsFromFreshAddresses(
  app: () => { request(path: string, init: RequestInit): Response | Promise<Response> },
  address: (n: number) => string,
  defaults: Record<string, string> = {},
) {
  let n = 0;
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json; headers: Headers }> => {
    const response = await app().request(path, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address(++n), ...defaults, ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Json, headers: response.headers };
  };
}
