/**
 * The seamless wallet a game server calls (issue 7 acceptance): idempotent on the provider's
 * transaction id, sequentially and concurrently; token expiry checked on bets only; insufficient funds
 * answered with the real balance; a rollback of an unknown bet answered and remembered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { walletBet, walletRollback, walletWin } from '../../platform/casino/wallet';
import { providerSecret } from '../../platform/casino/routes';
import { creditForTest } from '../helpers/cashier';
import { BALANCED_BOOKS, startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import { numbered } from '../helpers/labels';

let platform: CasinoPlatform;
const txId = numbered();

beforeAll(async () => {
  platform = await startCasinoPlatform();
});
afterAll(async () => {
  await platform?.close();
});

/** A funded player with a real session: what each test plays with. */
async function table(amount = 100_00n) {
  const player = await platform.player(amount);
  const session = await platform.session(player);
  const base = { Provider: session.provider, Token: session.token };
  const bet = (TransactionId: string, RoundId: string, Amount: string) => platform.wallet('bet', { ...base, TransactionId, RoundId, Amount });
  return {
    player,
    session,
    bet,
    win: (TransactionId: string, RoundId: string, Amount: string) => platform.wallet('win', { ...base, TransactionId, RoundId, Amount }),
    rollback: (TransactionId: string, RoundId: string, ReferenceTransactionId: string) => platform.wallet('rollback', { ...base, TransactionId, RoundId, ReferenceTransactionId }),
    /** A new round opened by a bet of `stake`: the round's and the bet's ids, and the wallet's answer. */
    async open(stake: string) {
      const round = txId('round');
      const betId = txId('bet');
      return { round, bet: betId, answer: await bet(betId, round, stake) };
    },
    cash: () => platform.cash(player.userId),
  };
}

const ledgerRows = async (key: string) => Number((await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where idempotency_key = ${key}`.execute(platform.db)).rows[0]!.n);

describe('a round', () => {
  it('takes the stake and pays the win, the balance answered after each, and the books balance', async () => {
    const t = await table();
    const { round, answer: bet } = await t.open('1.50');
    expect(bet.status).toBe(200);
    expect(bet.body).toMatchObject({ HasErrors: false, Balance: '98.50', Currency: 'EUR', Replayed: false });
    const win = await t.win(txId('win'), round, '4.00');
    expect(win.body).toMatchObject({ HasErrors: false, Balance: '102.50', Replayed: false });
    expect(await t.cash()).toBe(102_50n);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('emits balance.changed for each bet and each win, so the header follows the game', async () => {
    const t = await table();
    const before = await sql<{ id: string }>`select coalesce(max(id), 0)::text as id from outbox_events`.execute(platform.db);
    const round = txId('round');
    await t.bet(txId('bet'), round, '2.00');
    await t.win(txId('win'), round, '3.00');
    const events = await platform.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('topic', '=', 'balance.changed')
      .where('id', '>', BigInt(before.rows[0]!.id))
      .orderBy('id')
      .execute();
    const mine = events.map((e) => e.payload as { userId: string; balance: string }).filter((p) => p.userId === String(t.player.userId));
    expect(mine.map((p) => p.balance)).toEqual(['98.00', '101.00']);
  });

  it('answers a win of 0 (a lost round) without moving money, and closes the round to further bets', async () => {
    const t = await table();
    const { round } = await t.open('5.00');
    expect((await t.win(txId('win'), round, '0')).body).toMatchObject({ Balance: '95.00' });
    const late = await t.bet(txId('bet'), round, '1.00');
    expect(late).toMatchObject({ status: 409, body: { ErrorCode: 'ROUND_CLOSED', Balance: '95.00' } });
    expect(await t.cash()).toBe(95_00n);
  });

  it('refuses a win without a bet in its round (TRANSACTION_NOT_FOUND) and a rollback after the win (ROUND_CLOSED)', async () => {
    const t = await table();
    expect((await t.win(txId('win'), txId('no-such-round'), '10.00')).body.ErrorCode).toBe('TRANSACTION_NOT_FOUND');
    const { round, bet } = await t.open('1.00');
    await t.win(txId('win'), round, '2.00');
    expect((await t.rollback(txId('rb'), round, bet)).body.ErrorCode).toBe('ROUND_CLOSED');
    expect(await t.cash()).toBe(101_00n);
  });
});

describe('idempotency', () => {
  it('the same bet, win and rollback twice move money once and answer the first result', async () => {
    const t = await table();
    const { round, bet, answer: first } = await t.open('10.00');
    const again = await t.bet(bet, round, '10.00');
    expect(again.body).toMatchObject({ HasErrors: false, Balance: first.body.Balance, Replayed: true });
    expect(await t.cash()).toBe(90_00n);

    const { round: rbRound, bet: rbBet } = await t.open('7.00');
    const rb = txId('rb');
    expect((await t.rollback(rb, rbRound, rbBet)).body).toMatchObject({ Balance: '90.00', Replayed: false });
    expect((await t.rollback(rb, rbRound, rbBet)).body).toMatchObject({ Balance: '90.00', Replayed: true });
    // Another rollback id for the same bet gives nothing back again either.
    expect((await t.rollback(txId('rb'), rbRound, rbBet)).body).toMatchObject({ Balance: '90.00', Replayed: true });

    const win = txId('win');
    await t.win(win, round, '25.00');
    expect((await t.win(win, round, '25.00')).body).toMatchObject({ Balance: '115.00', Replayed: true });
    expect(await t.cash()).toBe(115_00n);
    expect(await ledgerRows(`casino:${t.session.provider}:bet:${bet}`)).toBe(1);
    expect(await ledgerRows(`casino:${t.session.provider}:win:${win}`)).toBe(1);
    expect(await ledgerRows(`casino:${t.session.provider}:rollback:${rbBet}`)).toBe(1);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('ten concurrent copies of a bet, of a win and of a rollback each move money once', async () => {
    const t = await table();
    const round = txId('round');
    const bet = txId('bet');
    const bets = await Promise.all(Array.from({ length: 10 }, () => t.bet(bet, round, '3.00')));
    expect(bets.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(bets.filter((r) => r.body.Replayed === false)).toHaveLength(1);
    expect(new Set(bets.map((r) => r.body.Balance))).toEqual(new Set(['97.00']));

    const win = txId('win');
    const wins = await Promise.all(Array.from({ length: 10 }, () => t.win(win, round, '6.00')));
    expect(wins.filter((r) => r.body.Replayed === false)).toHaveLength(1);
    expect(await t.cash()).toBe(103_00n);

    const { round: rbRound, bet: rbBet } = await t.open('4.00');
    // Different rollback ids for the one bet, all at once: it comes back once.
    const rollbacks = await Promise.all(Array.from({ length: 10 }, (_, i) => t.rollback(i < 5 ? `${rbBet}-rb` : `${rbBet}-rb-${i}`, rbRound, rbBet)));
    expect(rollbacks.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(rollbacks.filter((r) => r.body.Replayed === false)).toHaveLength(1);
    expect(await t.cash()).toBe(103_00n);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('concurrent in-process bets of one player with different ids all count, and none overdraws', async () => {
    const t = await table(10_00n);
    const call = { provider: t.session.provider, token: t.session.token, roundId: txId('round'), amount: 3_00n };
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => walletBet(platform.db, { ...call, transactionId: `${txId('par')}-${i}` })));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.code)).toEqual(['INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS']);
    expect(await t.cash()).toBe(1_00n);
  });

  it('refuses the same id with another amount, kind or round (TRANSACTION_CONFLICT) and moves nothing', async () => {
    const t = await table();
    const { round, bet } = await t.open('2.00');
    expect(await t.bet(bet, round, '2.01')).toMatchObject({ status: 409, body: { ErrorCode: 'TRANSACTION_CONFLICT', Balance: '98.00' } });
    expect((await t.win(bet, round, '2.00')).body.ErrorCode).toBe('TRANSACTION_CONFLICT');
    expect((await t.bet(bet, txId('round'), '2.00')).body.ErrorCode).toBe('TRANSACTION_CONFLICT');
    expect(await t.cash()).toBe(98_00n);
  });
});

describe('rollback', () => {
  it('gives back exactly what the bet took, jackpot contribution included', async () => {
    const t = await table();
    const { round, bet } = await t.open('33.33');
    expect(await t.cash()).toBe(66_67n);
    expect((await t.rollback(txId('rb'), round, bet)).body).toMatchObject({ Balance: '100.00' });
    expect(await t.cash()).toBe(100_00n);
    // A win for a round whose every bet came back pays nothing.
    expect((await t.win(txId('win'), round, '50.00')).body.ErrorCode).toBe('ROUND_CLOSED');
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('of an unknown bet answers TRANSACTION_NOT_FOUND (again on a retry) and refuses that bet when it arrives later', async () => {
    const t = await table();
    const round = txId('round');
    const bet = txId('lost-bet');
    const rb = txId('rb');
    expect(await t.rollback(rb, round, bet)).toMatchObject({ status: 404, body: { ErrorCode: 'TRANSACTION_NOT_FOUND', Balance: '100.00' } });
    expect((await t.rollback(rb, round, bet)).body.ErrorCode).toBe('TRANSACTION_NOT_FOUND');
    const late = await t.bet(bet, round, '5.00');
    expect(late.status).toBe(409);
    expect(late.body.ErrorCode).toBe('ROUND_CLOSED');
    expect(await t.cash()).toBe(100_00n);
  });
});

describe('tokens', () => {
  it('an expired token refuses a bet but takes the win and the rollback of rounds already played', async () => {
    const t = await table();
    const { round, bet } = await t.open('10.00');
    const { round: other, bet: otherBet } = await t.open('5.00');
    await platform.db.updateTable('casino_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token', '=', t.session.token).execute();
    expect(await t.bet(txId('bet'), txId('round'), '1.00')).toMatchObject({ status: 401, body: { ErrorCode: 'TOKEN_EXPIRED' } });
    expect((await t.win(txId('win'), round, '20.00')).body).toMatchObject({ HasErrors: false, Balance: '105.00' });
    expect((await t.rollback(txId('rb'), other, otherBet)).body).toMatchObject({ HasErrors: false, Balance: '110.00' });
    // A retried bet that was taken before the expiry still answers its result.
    expect((await t.bet(bet, round, '10.00')).body).toMatchObject({ HasErrors: false, Replayed: true });
  });

  it('EndGameSession makes the token refuse bets, and a bet renews an open session', async () => {
    const t = await table();
    const before = (await platform.db.selectFrom('casino_sessions').select('expires_at').where('token', '=', t.session.token).executeTakeFirstOrThrow()).expires_at;
    const { round } = await t.open('1.00');
    const renewed = (await platform.db.selectFrom('casino_sessions').select('expires_at').where('token', '=', t.session.token).executeTakeFirstOrThrow()).expires_at;
    expect(renewed.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const ended = await platform.request('POST', '/api/SoftSwissCasino/EndGameSession', { body: { sessionId: t.session.token } });
    expect(ended.body).toMatchObject({ HasErrors: false, SessionId: t.session.token });
    expect((await t.bet(txId('bet'), txId('round'), '1.00')).body.ErrorCode).toBe('TOKEN_EXPIRED');
    expect((await t.win(txId('win'), round, '1.50')).body.HasErrors).toBe(false);
    expect((await platform.request('POST', '/api/SoftSwissCasino/EndGameSession', { body: { sessionId: 'f'.repeat(64) } })).body.ErrorCode).toBe('SESSION_NOT_FOUND');
  });

  it("refuses a demo token, another provider's token and an unknown one (TOKEN_INVALID), and a bad signature", async () => {
    const t = await table();
    const demo = await platform.session(t.player, 'demo');
    expect((await platform.wallet('bet', { Provider: demo.provider, Token: demo.token, TransactionId: txId('bet'), RoundId: 'r', Amount: '1.00' })).body.ErrorCode).toBe('TOKEN_INVALID');
    expect((await platform.wallet('bet', { Provider: 'habanero', Token: t.session.token, TransactionId: txId('bet'), RoundId: 'r', Amount: '1.00' })).body.ErrorCode).toBe('TOKEN_INVALID');
    expect((await platform.wallet('balance', { Provider: t.session.provider, Token: 'a'.repeat(64) })).body.ErrorCode).toBe('TOKEN_INVALID');
    const forged = await platform.wallet('bet', { Provider: t.session.provider, Token: t.session.token, TransactionId: txId('bet'), RoundId: 'r', Amount: '1.00' }, 'not-the-secret');
    expect(forged).toMatchObject({ status: 401, body: { ErrorCode: 'INVALID_SIGNATURE' } });
    // Another provider's secret is not this provider's.
    const crossed = await platform.wallet('bet', { Provider: t.session.provider, Token: t.session.token, TransactionId: txId('bet'), RoundId: 'r', Amount: '1.00' }, providerSecret(platform.config, 'habanero'));
    expect(crossed.body.ErrorCode).toBe('INVALID_SIGNATURE');
    expect(await t.cash()).toBe(100_00n);
  });

  it('refuses a bet of a locked account (ACCOUNT_LOCKED) but still pays its round', async () => {
    const t = await table();
    const { round } = await t.open('1.00');
    await platform.db.updateTable('users').set({ locked: true }).where('id', '=', t.player.userId).execute();
    expect(await t.bet(txId('bet'), txId('round'), '1.00')).toMatchObject({ status: 403, body: { ErrorCode: 'ACCOUNT_LOCKED' } });
    expect((await t.win(txId('win'), round, '2.00')).body.Balance).toBe('101.00');
  });
});

describe('insufficient funds', () => {
  it('answers the real balance, records nothing, and the same id goes through once there is money', async () => {
    const t = await table(5_00n);
    const bet = txId('bet');
    const round = txId('round');
    const refused = await t.bet(bet, round, '10.00');
    expect(refused).toMatchObject({ status: 409, body: { ErrorCode: 'INSUFFICIENT_FUNDS', Balance: '5.00', Currency: 'EUR', ErrorMessage: 'Insufficient balance.' } });
    await creditForTest(platform.db, t.player.userId, 'EUR', 10_00n);
    expect((await t.bet(bet, round, '10.00')).body).toMatchObject({ HasErrors: false, Balance: '5.00', Replayed: false });
  });

  it('in-process: the game server gets the same answers as HTTP callers', async () => {
    const t = await table(1_00n);
    const call = { provider: t.session.provider, token: t.session.token, transactionId: txId('bet'), roundId: txId('round'), amount: 2_00n };
    expect(await walletBet(platform.db, call)).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: 1_00n, currency: 'EUR' });
    const small = { ...call, amount: 50n };
    expect(await walletBet(platform.db, small)).toEqual({ ok: true, balance: 50n, currency: 'EUR', replayed: false });
    expect(await walletWin(platform.db, { ...small, transactionId: txId('win'), amount: 0n })).toMatchObject({ ok: true, balance: 50n });
    expect(await walletRollback(platform.db, { provider: call.provider, token: call.token, transactionId: txId('rb'), roundId: call.roundId, referenceTransactionId: call.transactionId })).toMatchObject({
      ok: false,
      code: 'ROUND_CLOSED',
    });
  });
});

describe('casino history', () => {
  it('lists rounds newest first with stake, win and status, between from and to, page by page', async () => {
    const t = await table();
    const open = txId('round');
    const closed = txId('round');
    const rolled = txId('round');
    const rolledBet = txId('bet');
    await t.bet(txId('bet'), closed, '2.00');
    await t.bet(txId('bet'), closed, '1.00');
    await t.win(txId('win'), closed, '5.00');
    await t.bet(rolledBet, rolled, '4.00');
    await t.rollback(txId('rb'), rolled, rolledBet);
    await t.bet(txId('bet'), open, '1.25');
    const first = await platform.request('GET', '/api/profile/casinoHistory?First=2', { token: t.player.token });
    expect(first.body.Rounds.map((r: { RoundId: string; Stake: string; Win: string; Status: string }) => [r.RoundId, r.Stake, r.Win, r.Status])).toEqual([
      [open, '1.25', '0.00', 'open'],
      [rolled, '0.00', '0.00', 'rolled_back'],
    ]);
    expect(first.body.HasNextPage).toBe(true);
    const second = await platform.request('GET', `/api/profile/casinoHistory?First=2&After=${first.body.EndCursor}`, { token: t.player.token });
    expect(second.body.Rounds.map((r: { RoundId: string; Stake: string; Win: string; Status: string; GameId: number }) => [r.RoundId, r.Stake, r.Win, r.Status, r.GameId])).toEqual([
      [closed, '3.00', '5.00', 'closed', t.session.gameId],
    ]);
    expect(second.body.HasNextPage).toBe(false);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await platform.request('GET', `/api/profile/casinoHistory?from=${encodeURIComponent(future)}`, { token: t.player.token })).body.Rounds).toEqual([]);
    expect((await platform.request('GET', '/api/profile/casinoHistory')).status).toBe(401);
    // Another player's history holds none of these.
    const other = await platform.player();
    expect((await platform.request('GET', '/api/profile/casinoHistory', { token: other.token })).body.Rounds).toEqual([]);
  });
});
