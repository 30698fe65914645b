/**
 * postMovements (platform/db/ledger.ts) posts many movements in a handful of statements, for settlement at
 * scale: it must leave exactly what the same movements posted one by one with postMovement leave (the same
 * lines, balances, ledger transactions, responsible-gambling rows and balance events), replay nothing on a
 * rerun, and refuse as a whole what one movement of it would have refused.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, LedgerError, postMovement, postMovements, type Movement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { startPlatform } from '../helpers/platform';

type Platform = Awaited<ReturnType<typeof startPlatform>>;
let single: Platform;
let batch: Platform;
/** The same players in both databases (created in the same order, so with the same ids). */
let players: bigint[] = [];

const newPlayers = async (platform: Platform, count: number) => {
  const ids: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const row = await platform.db
      .insertInto('users')
      .values({ username: `batch-${i}`, email: `batch-${i}@test.example`, password_hash: 'x', account_type: 0, currency: 'EUR', country_code: 'SE', parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
};

const payout = (key: string, userId: bigint, amount: bigint, kind = 'bet.settle'): Movement => ({
  idempotencyKey: key,
  kind,
  reference: `test:${key}`,
  postings: [
    { account: { house: 'sportsbook', currency: 'EUR' }, amount: -amount },
    { account: { userId, code: 'cash', currency: 'EUR' }, amount },
  ],
});

/** Everything a movement leaves behind, without ids and clocks, in a comparable order. */
async function state(platform: Platform) {
  const { db } = platform;
  const transactions = await db.selectFrom('ledger_transactions').select(['idempotency_key', 'kind', 'request_hash', 'reference']).orderBy('idempotency_key').execute();
  const lines = await sql<{ key: string; user_id: string | null; code: string; currency: string; amount: string }>`
    select t.idempotency_key as key, a.user_id::text, a.code, a.currency, l.amount::text from ledger_lines l
    join ledger_transactions t on t.id = l.transaction_id join ledger_accounts a on a.id = l.account_id
    order by t.idempotency_key, a.user_id nulls first, a.code, l.amount`.execute(db);
  const accounts = await db.selectFrom('ledger_accounts').select(['user_id', 'code', 'currency', 'balance', 'allow_negative']).orderBy('user_id').orderBy('code').orderBy('currency').execute();
  const activity = await db.selectFrom('rg_activity').select(['user_id', 'kind', 'amount', 'currency']).orderBy('user_id').orderBy('kind').orderBy('amount').execute();
  const events = await db.selectFrom('outbox_events').select(['topic', 'payload']).where('topic', '=', 'balance.changed').orderBy('id').execute();
  // Per account, the balances announced in order: each movement's balance after it, as one by one.
  const announced = new Map<string, string[]>();
  for (const { payload } of events) {
    const p = payload as { userId: string; account: string; currency: string; balance: string };
    const key = `${p.userId}:${p.account}:${p.currency}`;
    announced.set(key, [...(announced.get(key) ?? []), p.balance]);
  }
  return { transactions, lines: lines.rows, accounts, activity, announced: Object.fromEntries([...announced].sort()), audit: await auditLedger(db) };
}

beforeAll(async () => {
  [single, batch] = await Promise.all([startPlatform(), startPlatform()]);
  players = await newPlayers(single, 6);
  expect(await newPlayers(batch, 6)).toEqual(players);
  // Funds for five of them; the sixth has no account yet (its first movement creates it).
  for (const platform of [single, batch]) {
    await inTransaction(platform.db, async (tx) => {
      for (const [i, userId] of players.slice(0, 5).entries()) await postMovement(tx, payout(`fund:${i}`, userId, 50_00n, 'cashier.deposit'));
    });
  }
});
afterAll(async () => {
  await Promise.all([single.close(), batch.close()]);
});

describe('postMovements', () => {
  it('leaves what the same movements posted one by one leave: lines, balances, transactions, activity, balance events', async () => {
    const [a, b, c, , , fresh] = players as [bigint, bigint, bigint, bigint, bigint, bigint];
    const movements: Movement[] = [
      payout('win:1', a, 12_34n),
      payout('win:2', b, 1n),
      // One player paid three times in the batch: three lines, one balance, three announcements.
      payout('win:3', a, 5_00n),
      payout('win:4', fresh, 7_77n),
      payout('win:5', a, 1_01n),
      // Money out of a player and across players and accounts in one movement.
      {
        idempotencyKey: 'transfer:1',
        kind: 'test.transfer',
        postings: [
          { account: { userId: c, code: 'cash', currency: 'EUR' }, amount: -3_00n },
          { account: { userId: b, code: 'cash', currency: 'EUR' }, amount: 2_00n },
          { account: { userId: b, code: 'bonus', currency: 'EUR' }, amount: 1_00n },
        ],
      },
      { idempotencyKey: 'house:1', kind: 'test.house', postings: [{ account: { house: 'casino', currency: 'EUR' }, amount: 9n }, { account: { house: 'sportsbook', currency: 'EUR' }, amount: -9n }] },
    ];
    const one = await inTransaction(single.db, async (tx) => {
      const results = [];
      for (const movement of movements) results.push(await postMovement(tx, movement));
      return results;
    });
    const many = await inTransaction(batch.db, (tx) => postMovements(tx, movements));
    expect(many.map((r) => r.replayed)).toEqual(one.map((r) => r.replayed));
    expect(many.every((r) => typeof r.transactionId === 'bigint')).toBe(true);
    const expected = await state(single);
    expect(expected.lines.length).toBeGreaterThan(10);
    expect(await state(batch)).toEqual(expected);
    expect(expected.audit).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  });

  it('pays nothing more on a rerun: every movement answers replayed with its first transaction', async () => {
    const movements = [payout('rerun:1', players[0]!, 3_00n), payout('rerun:2', players[1]!, 4_00n)];
    const first = await inTransaction(batch.db, (tx) => postMovements(tx, movements));
    const before = await state(batch);
    // Again, and again with one new movement among the old ones: only the new one moves money.
    const again = await inTransaction(batch.db, (tx) => postMovements(tx, movements));
    expect(again).toEqual(first.map((r) => ({ ...r, replayed: true })));
    expect(await state(batch)).toEqual(before);
    const mixed = await inTransaction(batch.db, (tx) => postMovements(tx, [movements[0]!, payout('rerun:3', players[2]!, 1n), movements[1]!]));
    expect(mixed.map((r) => r.replayed)).toEqual([true, false, true]);
    const after = await state(batch);
    expect(after.transactions.length).toBe(before.transactions.length + 1);
  });

  it('refuses the whole batch, changing nothing, when one movement would overdraw or reuses a key for a different movement', async () => {
    const before = await state(batch);
    const overdraw: Movement = { ...payout('over:1', players[3]!, -1_000_00n), kind: 'test.withdrawal' };
    await expect(inTransaction(batch.db, (tx) => postMovements(tx, [payout('ok:1', players[0]!, 1n), overdraw]))).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(inTransaction(batch.db, (tx) => postMovements(tx, [payout('ok:2', players[0]!, 1n), payout('win:1', players[0]!, 2n)]))).rejects.toBeInstanceOf(LedgerError);
    await expect(inTransaction(batch.db, (tx) => postMovements(tx, [payout('ok:3', players[0]!, 1n), payout('win:2', players[1]!, 5n)]))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    await expect(inTransaction(batch.db, (tx) => postMovements(tx, [{ ...payout('bad:1', players[0]!, 1n), postings: [{ account: { house: 'casino', currency: 'EUR' }, amount: 1n }] }]))).rejects.toMatchObject({ code: 'UNBALANCED' });
    expect(await state(batch)).toEqual(before);
  });

  it('answers an empty batch with nothing and writes nothing', async () => {
    const before = await state(batch);
    expect(await inTransaction(batch.db, (tx) => postMovements(tx, []))).toEqual([]);
    expect(await state(batch)).toEqual(before);
  });
});
