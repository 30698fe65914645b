/**
 * The jackpot history tab (seed 001 §2 history time filters): a player's wins bounded by when they were
 * won, `from` inclusive and `to` exclusive, like the casino and bet histories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import type { Json } from '../helpers/json';

let platform: CasinoPlatform;
let n = 0;
const id = (label: string) => `${label}-history-${++n}`;

beforeAll(async () => {
  platform = await startCasinoPlatform();
});
afterAll(async () => {
  await platform?.close();
});

describe('jackpot wins by time', () => {
  it('are bounded by from (inclusive) and to (exclusive), and a bad instant is refused', async () => {
    const player = await platform.player(1_000_00n);
    const session = await platform.session(player);
    const mini = ((await platform.request('GET', '/api/casino/jackpots?Currency=EUR')).body.Jackpots as Json[]).find((pool) => pool.Code === 'mini')!;
    for (let i = 0; i < 2; i++) {
      await platform.request('POST', `/api/admin/casino/jackpots/${mini.Id}/trigger`, { headers: { 'x-admin-token': platform.config.adminToken } });
      await platform.wallet('bet', { Provider: session.provider, Token: session.token, TransactionId: id('bet'), RoundId: id('round'), Amount: '1.00' });
    }
    // One win moved back three days: last24 sees only the other one.
    const [older] = await platform.db.selectFrom('jackpot_wins').select('id').where('user_id', '=', player.userId).orderBy('id').execute();
    await platform.db.updateTable('jackpot_wins').set({ won_at: new Date(Date.now() - 3 * 86_400_000) }).where('id', '=', older!.id).execute();

    const wins = async (query: string) => {
      const answer = await platform.request('GET', `/api/casino/jackpots/wins?${query}`, { token: player.token });
      return answer.status === 200 ? (answer.body.Wins as Json[]).map((win) => win.Id) : answer.status;
    };
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    expect(await wins('')).toHaveLength(2);
    expect(await wins(`from=${encodeURIComponent(dayAgo)}`)).toHaveLength(1);
    expect(await wins(`from=${encodeURIComponent(weekAgo)}`)).toHaveLength(2);
    expect(await wins(`from=${encodeURIComponent(weekAgo)}&to=${encodeURIComponent(dayAgo)}`)).toEqual([String(older!.id)]);
    expect(await wins('from=yesterday')).toBe(400);
  });
});
