/** A platform with the casino's catalogue, funded players, game sessions and a signed seamless wallet, for casino tests. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { auditLedger, balanceSums, houseBalance } from '../../platform/db/ledger';
import { providerSecret } from '../../platform/casino/routes';
import { launchGame } from '../../platform/casino/sessions';
import { signBody } from '../../platform/cashier/signing';
import { createTestPlayer, creditForTest } from './cashier';
import type { Json } from './json';
import { startPlatform } from './platform';

export type CasinoPlatform = Awaited<ReturnType<typeof startCasinoPlatform>>;

export async function startCasinoPlatform() {
  // No background jackpot announcements: a test publishes them itself.
  const platform = await startPlatform({ jackpotIntervalMs: 0, roundSweepIntervalMs: 0 }, { workerIntervalMs: 0 });
  const db = platform.db;
  // Balances asserted to the cent must not meet a random jackpot win (the mini pool draws 1 in 2,000
  // bets): no pool triggers by chance here; a test that wants the draw sets trigger_ppm itself.
  await db.updateTable('jackpot_pools').set({ trigger_ppm: 0 }).execute();
  const request = async (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const response = await platform.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(options.token ? { 'x-session-token': options.token } : {}), ...options.headers },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as Json };
  };
  const cash = async (userId: bigint, currency = 'EUR') =>
    (await db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('code', '=', 'cash').where('currency', '=', currency).executeTakeFirst())?.balance ?? 0n;
  /** A slot of a provider (the first listed, most played first), as the wallet tests play one. */
  const slotOf = async (provider = 'pragmatic') =>
    (await db.selectFrom('casino_games').select(['id', 'provider', 'provider_game_key']).where('provider', '=', provider).where('kind', '=', 'slot').where('excluded', '=', false).orderBy('popularity').executeTakeFirstOrThrow());
  return {
    ...platform,
    request,
    cash,
    slotOf,
    async player(amount = 100_00n, currency = 'EUR') {
      const player = await createTestPlayer(db, platform.config, { currency });
      if (amount > 0n) await creditForTest(db, player.userId, currency, amount);
      return player;
    },
    /** A real (or demo) session of the player on a slot, opened as a launch opens it. */
    async session(player: { userId: bigint; currency: string } | null, mode: 'real' | 'demo' = 'real', provider = 'pragmatic') {
      const game = await slotOf(provider);
      const launched = await launchGame(db, { game: { id: game.id }, mode, player: player ? { ...player, lang: 'en-US' } : null, lang: 'en-US' });
      return { token: launched.session.token, provider: game.provider, gameId: game.id };
    },
    /** A seamless-wallet call as a provider sends it: the raw body signed with its secret. */
    async wallet(call: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>, secret?: string) {
      const raw = JSON.stringify(body);
      const response = await platform.app.request(`/api/casino/wallet/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(raw, secret ?? providerSecret(platform.config, String(body.Provider))) },
        body: raw,
      });
      return { status: response.status, body: (await response.json()) as Json };
    },
    /** The books: every transaction balanced, cached balances equal their lines, every currency sums to zero, and house:jackpot holds exactly its pools. */
    async books() {
      const audit = await auditLedger(db);
      const sums = await balanceSums(db);
      const pools = await sql<{ currency: string; total: string }>`select p.currency, sum(s.amount)::text as total from jackpot_pools p join jackpot_pool_shards s on s.pool_id = p.id group by p.currency`.execute(db);
      const jackpotMismatch: string[] = [];
      for (const row of pools.rows) {
        const held = await houseBalance(db, 'jackpot', row.currency);
        if (held !== BigInt(row.total)) jackpotMismatch.push(`${row.currency}: pools ${row.total}, house:jackpot ${held}`);
      }
      return { ...audit, nonZeroCurrencies: Object.entries(sums).filter(([, total]) => total !== 0n), jackpotMismatch };
    },
  };
}

export const BALANCED_BOOKS = { total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0, nonZeroCurrencies: [], jackpotMismatch: [] };

/**
 * A session on the most played slot that plays in EUR and has a demo, opened as the lobby's launch opens it:
 * its page URL (/games/slot/{token}) and its token.
 */
export async function launchEuroSlot(db: Kysely<DB>, mode: 'real' | 'demo', player: { userId: bigint; currency: string } | null) {
  const game = await db
    .selectFrom('casino_games')
    .select(['id'])
    .where('engine', '=', 'slot')
    .where('excluded', '=', false)
    .where('has_demo', '=', true)
    .where(sql<boolean>`'EUR' = any(currencies)`)
    .orderBy('popularity')
    .executeTakeFirstOrThrow();
  const launched = await launchGame(db, { game: { id: game.id }, mode, player: player ? { ...player, lang: 'en-US' } : null, lang: 'en-US' });
  return { url: launched.url, token: launched.session.token };
}
