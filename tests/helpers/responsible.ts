/**
 * Responsible-gambling tests' setup: a whole platform app (every door mounted, the error handler that
 * audits refusals) with TEST_CONTROLS on, players of any country and birth date, and the clock hook.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestPlayer } from './cashier';
import type { Json } from './json';
import { expectBalancedLedger } from './ledger';
import { startPlatform } from './platform';
import { signedInStaff } from './staff';

export const RG_ADMIN = 'responsible-admin-token';

export type RgCall = { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string };

export function useResponsibleSuite(overrides: Parameters<typeof startPlatform>[0] = {}) {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  beforeAll(async () => {
    platform = await startPlatform({ adminToken: RG_ADMIN, testControls: true, ...overrides });
  });
  afterAll(() => platform.close());
  afterEach(() => expectBalancedLedger(platform.db));

  async function call(method: string, path: string, options: RgCall = {}) {
    const response = await platform.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(options.token ? { 'x-session-token': options.token } : {}), ...options.headers },
      ...(options.raw !== undefined ? { body: options.raw } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (json ? await response.json() : {}) as Json, response };
  }

  /** A verified player with a session; `birthDate` YYYY-MM-DD. */
  async function player(options: { currency?: string; country?: string; birthDate?: string } = {}) {
    const created = await createTestPlayer(platform.db, platform.config, { currency: options.currency, country: options.country });
    if (options.birthDate) await platform.db.updateTable('users').set({ birth_date: options.birthDate }).where('id', '=', created.userId).execute();
    return created;
  }

  /** The operator's test hook: the player's clock moves forward. */
  const advance = (userId: bigint, minutes: number) => call('POST', `/api/admin/responsible/${userId}/clock`, { headers: { 'x-admin-token': RG_ADMIN }, body: { AdvanceMinutes: minutes } });

  /** A player's history is a person's read in the back office (responsible.read): a compliance officer's session. */
  const staffHistory = async (userId: bigint | string) => call('GET', `/api/backoffice/compliance/players/${userId}/responsible-history`, { headers: (await signedInStaff(platform.db, platform.app, ['compliance'])).headers });

  const setLimit = (token: string, Kind: string, Period: string, Amount: string | null) => call('PUT', '/api/responsible/limits', { token, body: { Kind, Period, Amount } });

  return {
    call,
    player,
    advance,
    staffHistory,
    setLimit,
    get platform() {
      return platform;
    },
    get db() {
      return platform.db;
    },
  };
}

let address = 0;
/** A sign-in as the web sends it (captcha and proof of work solved), from a fresh address each time. */
export async function signIn(call: ReturnType<typeof useResponsibleSuite>['call'], username: string, password: string) {
  const { solveAltcha, solvePow } = await import('./account');
  const headers = { 'x-forwarded-for': `198.18.${Math.floor(++address / 250)}.${address % 250}` };
  const { body } = await call('GET', '/api/account/captcha', { headers });
  const json = body as { Altcha: import('./account').AltchaChallenge; PowChallenge: string; PowDifficulty: number };
  return call('POST', '/api/account/login', {
    headers,
    body: { UserName: username, Password: password, Altcha: solveAltcha(json.Altcha), ReCaptchaToken: solvePow(json.PowChallenge, json.PowDifficulty), RememberMe: false },
  });
}
