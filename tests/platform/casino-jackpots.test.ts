/**
 * Progressive jackpots (issue 7): fed by a share of every real stake, won by a draw or an operator's
 * trigger, paid through the ledger, announced to the player and to tickers, with the books balanced.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseBalance } from '../../platform/db/ledger';
import { publishJackpots } from '../../platform/casino/jackpots';
import { formatMinor } from '../../platform/money';
import { BALANCED_BOOKS, startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import type { Json } from '../helpers/json';
import { numbered } from '../helpers/labels';

let platform: CasinoPlatform;
const id = numbered();

beforeAll(async () => {
  platform = await startCasinoPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const pools = async (currency = 'EUR') =>
  Object.fromEntries(((await platform.request('GET', `/api/casino/jackpots?Currency=${currency}`)).body.Jackpots as Json[]).map((j) => [j.Code as string, j])) as Record<'mini' | 'minor' | 'major' | 'grand', Json>;
const outboxAfter = async (topic: string, after: bigint) =>
  (await platform.db.selectFrom('outbox_events').select(['id', 'payload']).where('topic', '=', topic).where('id', '>', after).orderBy('id').execute()).map((row) => row.payload as Json);
/** "12.34" → 1234n: money compared in minor units, never as floats. */
const minorOf = (amount: string) => BigInt(amount.replace('.', ''));
const lastOutboxId = async () => (await platform.db.selectFrom('outbox_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0n;

async function bettor(amount = 1_000_00n) {
  const player = await platform.player(amount);
  const session = await platform.session(player);
  return {
    player,
    session,
    bet: (Amount: string) => platform.wallet('bet', { Provider: session.provider, Token: session.token, TransactionId: id('bet'), RoundId: id('round'), Amount }),
  };
}

describe('jackpot pools', () => {
  it('start at their seed amounts, seeded from house:casino through the ledger', async () => {
    const eur = await pools('EUR');
    expect(Object.fromEntries(Object.entries(eur).map(([code, j]) => [code, j.Amount]))).toEqual({ mini: '10.00', minor: '100.00', major: '1000.00', grand: '10000.00' });
    expect(await houseBalance(platform.db, 'jackpot', 'EUR')).toBe(11_110_00n);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it("of another currency open with its first real bet, seeded in that currency's scale", async () => {
    expect((await platform.request('GET', '/api/casino/jackpots?Currency=SEK')).body.Jackpots).toEqual([]);
    const player = await platform.player(1_000_00n, 'SEK');
    const session = await platform.session(player);
    const bet = await platform.wallet('bet', { Provider: session.provider, Token: session.token, TransactionId: id('bet'), RoundId: id('round'), Amount: '100.00' });
    expect(bet.body).toMatchObject({ HasErrors: false, Currency: 'SEK' });
    // New pools draw at their own odds (the mini one 1 in 2,000): the stake left, and maybe a mini win came in.
    expect(minorOf(bet.body.Balance)).toBeGreaterThanOrEqual(900_00n);
    // The seed (grand 100,000.00 SEK) and this stake's 0.1 %.
    expect((await pools('SEK')).grand.Amount).toBe('100000.10');
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('grow by their share of each real stake, and the house keeps the rest', async () => {
    const before = await pools();
    const casinoBefore = await houseBalance(platform.db, 'casino', 'EUR');
    const t = await bettor();
    expect((await t.bet('100.00')).body.Balance).toBe('900.00');
    const after = await pools();
    // 0.3 %, 0.2 %, 0.15 %, 0.1 % of 100.00.
    const grew = Object.fromEntries((['mini', 'minor', 'major', 'grand'] as const).map((code) => [code, minorOf(after[code].Amount) - minorOf(before[code].Amount)]));
    expect(grew).toEqual({ mini: 30n, minor: 20n, major: 15n, grand: 10n });
    expect((await houseBalance(platform.db, 'casino', 'EUR')) - casinoBefore).toBe(99_25n);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('do not move on a demo session, which never reaches the wallet', async () => {
    const before = await pools();
    const demo = await platform.session(null, 'demo');
    const answer = await platform.wallet('bet', { Provider: demo.provider, Token: demo.token, TransactionId: id('bet'), RoundId: id('round'), Amount: '100.00' });
    expect(answer.body.ErrorCode).toBe('TOKEN_INVALID');
    expect(await pools()).toEqual(before);
  });
});

describe('a jackpot win', () => {
  it('forced by the operator: the next real bet wins the pool, paid to cash through the ledger, the pool reseeded', async () => {
    const t = await bettor();
    const mini = (await pools()).mini;
    expect((await platform.request('POST', `/api/admin/casino/jackpots/${mini.Id}/trigger`, { headers: { 'x-admin-token': 'wrong' } })).status).toBe(403);
    const armed = await platform.request('POST', `/api/admin/casino/jackpots/${mini.Id}/trigger`, { headers: { 'x-admin-token': platform.config.adminToken } });
    expect(armed.body).toMatchObject({ HasErrors: false, Jackpot: { Code: 'mini', Currency: 'EUR' } });
    expect((await platform.request('POST', '/api/admin/casino/jackpots/999/trigger', { headers: { 'x-admin-token': platform.config.adminToken } })).body.ErrorCode).toBe('JACKPOT_NOT_FOUND');

    const mark = await lastOutboxId();
    const bet = await t.bet('10.00');
    // The pool as it stood plus this stake's 0.3 %, paid in the bet's own answer.
    const prize = minorOf(mini.Amount) + 3n;
    expect(minorOf(bet.body.Balance)).toBe(1_000_00n - 10_00n + prize);
    expect(await platform.cash(t.player.userId)).toBe(1_000_00n - 10_00n + prize);
    expect((await pools()).mini.Amount).toBe('10.00');

    const won = await outboxAfter('jackpot.won', mark);
    expect(won).toEqual([expect.objectContaining({ userId: String(t.player.userId), code: 'mini', amount: formatMinor(prize, 'EUR'), currency: 'EUR', gameId: t.session.gameId })]);
    const wins = await platform.request('GET', '/api/casino/jackpots/wins', { token: t.player.token });
    expect(wins.body.Wins).toEqual([expect.objectContaining({ Code: 'mini', Amount: `${prize / 100n}.${String(prize % 100n).padStart(2, '0')}`, Currency: 'EUR', GameId: t.session.gameId, JackpotId: mini.Id })]);
    expect((await platform.request('GET', '/api/casino/jackpots/wins')).status).toBe(401);

    // Armed once: the next bet wins nothing.
    const next = await t.bet('10.00');
    expect(minorOf(next.body.Balance)).toBe(minorOf(bet.body.Balance) - 10_00n);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('drawn by chance: a pool certain to trigger pays on the bet and goes back to its seed', async () => {
    const t = await bettor();
    await platform.db.updateTable('jackpot_pools').set({ trigger_ppm: 1_000_000 }).where('code', '=', 'minor').where('currency', '=', 'EUR').execute();
    const before = (await pools()).minor;
    const bet = await t.bet('1.00');
    await platform.db.updateTable('jackpot_pools').set({ trigger_ppm: 0 }).where('code', '=', 'minor').execute();
    // 0.2 % of 1.00 is under a cent: the pool pays what it stood at.
    expect(minorOf(bet.body.Balance)).toBe(1_000_00n - 1_00n + minorOf(before.Amount));
    expect((await pools()).minor.Amount).toBe('100.00');
    const rows = await platform.db.selectFrom('jackpot_wins').select(['amount', 'ledger_transaction_id']).where('user_id', '=', t.player.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ledger_transaction_id).not.toBeNull();
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('bets at once, some winning: every share is in a pool or in a win, and house:jackpot holds the pools', async () => {
    const bettors = await Promise.all(Array.from({ length: 24 }, () => bettor()));
    // The mini pool wins about one bet in four: wins land between other bets' shares, on any shard.
    await platform.db.updateTable('jackpot_pools').set({ trigger_ppm: 250_000 }).where('code', '=', 'mini').where('currency', '=', 'EUR').execute();
    const before = (await pools()).mini;
    const lastWin = (await platform.db.selectFrom('jackpot_wins').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0n;
    const answers = await Promise.all(bettors.flatMap((t) => [t.bet('100.00'), t.bet('100.00')]));
    await platform.db.updateTable('jackpot_pools').set({ trigger_ppm: 0 }).where('code', '=', 'mini').execute();
    expect(answers.every((answer) => answer.body.HasErrors === false)).toBe(true);
    const won = await platform.db
      .selectFrom('jackpot_wins')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('paid')])
      .where('pool_id', '=', before.Id as number)
      .where('id', '>', lastWin)
      .executeTakeFirstOrThrow();
    // Conservation: the pool before, 48 shares of 0.30 and a 10.00 seed per win = the pool after and what the wins paid.
    const wins = BigInt(won.count);
    expect(minorOf((await pools()).mini.Amount) + BigInt(won.paid)).toBe(minorOf(before.Amount) + 48n * 30n + wins * 10_00n);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('lists wins newest first, page by page', async () => {
    const t = await bettor();
    const mini = (await pools()).mini;
    for (let i = 0; i < 3; i++) {
      await platform.request('POST', `/api/admin/casino/jackpots/${mini.Id}/trigger`, { headers: { 'x-admin-token': platform.config.adminToken } });
      await t.bet('1.00');
    }
    const first = await platform.request('GET', '/api/casino/jackpots/wins?First=2', { token: t.player.token });
    expect(first.body.Wins).toHaveLength(2);
    expect(first.body.HasNextPage).toBe(true);
    const second = await platform.request('GET', `/api/casino/jackpots/wins?First=2&After=${first.body.EndCursor}`, { token: t.player.token });
    expect(second.body.Wins).toHaveLength(1);
    const ids = [...first.body.Wins, ...second.body.Wins].map((w: Json) => Number(w.Id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });
});

describe('jackpot.changed', () => {
  it('is published once when pools moved, and not again until they move', async () => {
    const last = { seen: null as string | null };
    await publishJackpots(platform.db, last);
    const mark = await lastOutboxId();
    expect(await publishJackpots(platform.db, last)).toBe(false);
    const t = await bettor();
    await t.bet('5.00');
    await t.bet('5.00');
    expect(await publishJackpots(platform.db, last)).toBe(true);
    expect(await publishJackpots(platform.db, last)).toBe(false);
    const events = await outboxAfter('jackpot.changed', mark);
    expect(events).toHaveLength(1);
    const eur = (events[0]!.pools as Json[]).filter((p) => p.currency === 'EUR');
    expect(eur.map((p) => p.code).sort()).toEqual(['grand', 'major', 'mini', 'minor']);
    expect(eur.find((p) => p.code === 'grand')!.amount).toBe((await pools()).grand.Amount);
  });
});
