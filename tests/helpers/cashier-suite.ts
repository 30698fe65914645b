/**
 * The setup every cashier test file shares: a platform with the admin token, the account, cashier and bonus
 * routes on one app, and after every test a ledger that balances (seed 001 / ARCHITECTURE rule 2).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cashierTestApp, ensureCashierSchema } from './cashier';
import type { Json } from './json';
import { startPlatform } from './platform';
import { expectBalancedLedger } from './ledger';

export type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string };

/**
 * Registers the hooks; call it at the top of a test file. `nonJsonAnswers` is for files that also read the
 * sandbox's HTML pages: without it a non-JSON answer fails the call, as a JSON route must not give one.
 */
export function useCashierSuite(adminToken: string, { nonJsonAnswers = false } = {}) {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let app: ReturnType<typeof cashierTestApp>;
  beforeAll(async () => {
    platform = await startPlatform({ adminToken });
    await ensureCashierSchema(platform.db);
    app = cashierTestApp(platform.db, platform.config);
  });
  afterAll(() => platform.close());
  afterEach(() => expectBalancedLedger(platform.db));

  /** A JSON request as a player's browser sends it (X-Session-Token when `token` is given); `raw` is sent as it is. */
  async function call(method: string, path: string, options: CallOptions = {}) {
    const response = await app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(options.token ? { 'x-session-token': options.token } : {}), ...options.headers },
      ...(options.raw !== undefined ? { body: options.raw } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const json = !nonJsonAnswers || (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (json ? await response.json() : {}) as Json, response };
  }

  return {
    call,
    get app() {
      return app;
    },
    get db() {
      return platform.db;
    },
    get config() {
      return platform.config;
    },
  };
}
