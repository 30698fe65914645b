import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditLedger, balancesOf, LedgerError, postMovement, type Movement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { startPlatform } from '../helpers/platform';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let userId: bigint;

const deposit = (key: string, amount: bigint): Movement => ({
  idempotencyKey: key,
  kind: 'test.deposit',
  postings: [
    { account: { userId, code: 'cash', currency: 'EUR' }, amount },
    { account: { house: 'cashier', currency: 'EUR' }, amount: -amount },
  ],
});
const withdrawal = (key: string, amount: bigint): Movement => ({
  idempotencyKey: key,
  kind: 'test.withdrawal',
  postings: [
    { account: { userId, code: 'cash', currency: 'EUR' }, amount: -amount },
    { account: { house: 'cashier', currency: 'EUR' }, amount },
  ],
});
const post = (movement: Movement) => inTransaction(platform.db, (tx) => postMovement(tx, movement));
const cash = async () => (await balancesOf(platform.db, userId)).find((b) => b.code === 'cash')?.balance ?? 0n;
const ledgerLines = async () => Number((await sql<{ n: number }>`select count(*)::int as n from ledger_lines`.execute(platform.db)).rows[0]!.n);

beforeAll(async () => {
  platform = await startPlatform();
  const user = await platform.db
    .insertInto('users')
    .values({ username: 'ledger-test', email: 'ledger@test.example', password_hash: 'x', account_type: 0, currency: 'EUR', country_code: 'SE', parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});

afterAll(async () => {
  // The whole-ledger invariant holds after everything this file did.
  expect(await auditLedger(platform.db)).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  await platform.close();
});

describe('ledger', () => {
  it('posts a balanced movement and the balance follows the lines', async () => {
    const before = await cash();
    const result = await post(deposit('deposit-1', 12_345n));
    expect(result.replayed).toBe(false);
    expect(await cash()).toBe(before + 12_345n);
  });

  it('answers a retried movement with the same transaction and moves nothing', async () => {
    const first = await post(deposit('deposit-retry', 500n));
    const balance = await cash();
    const lines = await ledgerLines();
    const second = await post(deposit('deposit-retry', 500n));
    expect(second).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await cash()).toBe(balance);
    expect(await ledgerLines()).toBe(lines);
  });

  it('refuses a different movement under a used idempotency key', async () => {
    await post(deposit('deposit-key-reuse', 100n));
    await expect(post(deposit('deposit-key-reuse', 999n))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('refuses an overdraft and changes nothing', async () => {
    const balance = await cash();
    const lines = await ledgerLines();
    await expect(post(withdrawal('too-much', balance + 1n))).rejects.toSatisfy(
      (error) => error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS',
    );
    expect(await cash()).toBe(balance);
    expect(await ledgerLines()).toBe(lines);
    // The key was not consumed by the failed attempt: a valid retry goes through.
    await expect(post(withdrawal('too-much', 1n))).resolves.toMatchObject({ replayed: false });
  });

  it.each([
    ['one posting', [{ account: { house: 'cashier' as const, currency: 'EUR' }, amount: 5n }]],
    ['a zero amount', [{ account: { house: 'cashier' as const, currency: 'EUR' }, amount: 0n }, { account: { house: 'casino' as const, currency: 'EUR' }, amount: 0n }]],
    ['unbalanced postings', [{ account: { house: 'cashier' as const, currency: 'EUR' }, amount: 5n }, { account: { house: 'casino' as const, currency: 'EUR' }, amount: -4n }]],
  ])('refuses %s before touching the database', async (_name, postings) => {
    await expect(post({ idempotencyKey: `bad-${_name}`, kind: 'test.bad', postings })).rejects.toMatchObject({ code: 'UNBALANCED' });
  });

  it('has the database itself refuse an unbalanced transaction', async () => {
    const account = await platform.db.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    await expect(
      platform.db.transaction().execute(async (trx) => {
        const tx = await trx.insertInto('ledger_transactions').values({ idempotency_key: 'raw-unbalanced', kind: 'raw', request_hash: 'x', reference: null }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('ledger_lines').values({ transaction_id: tx.id, account_id: account.id, amount: 7n }).execute();
      }),
    ).rejects.toThrow(/unbalanced/);
    expect(await platform.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', 'raw-unbalanced').executeTakeFirst()).toBeUndefined();
  });

  it('moves money once when the same movement arrives twenty times at once', async () => {
    const balance = await cash();
    const results = await Promise.all(Array.from({ length: 20 }, () => post(deposit('deposit-concurrent', 1_000n))));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await cash()).toBe(balance + 1_000n);
  });

  it('never overdraws under concurrent withdrawals', async () => {
    const balance = await cash();
    const amount = balance / 3n + 1n; // only two of these fit
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => post(withdrawal(`concurrent-withdrawal-${i}`, amount))));
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(succeeded).toBe(2);
    expect(await cash()).toBe(balance - 2n * amount);
    expect(await cash()).toBeGreaterThanOrEqual(0n);
  });

  it('announces every change of a player balance in the outbox, and nothing for a rolled-back one', async () => {
    const before = await platform.db.selectFrom('outbox_events').select('id').where('topic', '=', 'balance.changed').execute();
    await post(deposit('deposit-event', 42n));
    await expect(
      inTransaction(platform.db, async (tx) => {
        await postMovement(tx, deposit('deposit-rolled-back', 42n));
        throw new Error('the caller fails after posting');
      }),
    ).rejects.toThrow('the caller fails');
    const after = await platform.db.selectFrom('outbox_events').select(['id', 'payload']).where('topic', '=', 'balance.changed').orderBy('id').execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.payload).toMatchObject({ userId: String(userId), account: 'cash', currency: 'EUR', balance: String(await cash()) });
  });
});
