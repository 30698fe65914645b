import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditLedger, balancesOf, balanceSums, houseBalance, LedgerError, postMovement, type Movement } from '../../platform/db/ledger';
import { inTransaction, type Tx } from '../../platform/db/transaction';
import { formatMinor } from '../../platform/money';
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
const cash = async () => (await balancesOf(platform.db, userId)).find((b) => b.code === 'cash' && b.currency === 'EUR')?.balance ?? 0n;
const newPlayer = async (name: string) =>
  (
    await platform.db
      .insertInto('users')
      .values({ username: name, email: `${name}@test.example`, password_hash: 'x', account_type: 0, currency: 'EUR', country_code: 'SE', parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const accountRows = async (code: string, currency: string) =>
  platform.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('code', '=', code).where('currency', '=', currency).execute();
/** A cent from one player's cash and bonus to the other's: four rows each, the postings listed in an order that depends on the direction. */
const transfer = (from: bigint, to: bigint, key: string): Movement => ({
  idempotencyKey: key,
  kind: 'test.transfer',
  postings: [
    { account: { userId: from, code: 'cash', currency: 'EUR' }, amount: -1n },
    { account: { userId: to, code: 'cash', currency: 'EUR' }, amount: 1n },
    { account: { userId: to, code: 'bonus', currency: 'EUR' }, amount: 1n },
    { account: { userId: from, code: 'bonus', currency: 'EUR' }, amount: -1n },
  ],
});
/** In db.transaction() directly: inTransaction would retry a deadlock and hide it. */
const plain = (movement: Movement) =>
  platform.db.transaction().execute((trx) => {
    const tx: Tx = { trx, emit: () => {}, afterCommit: () => {}, committed: new Map() };
    return postMovement(tx, movement);
  });
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
    expect(after.at(-1)!.payload).toMatchObject({ userId: String(userId), account: 'cash', currency: 'EUR', balance: formatMinor(await cash(), 'EUR') });
  });

  it('keeps no cached balance on a house account: its balance is the sum of its lines', async () => {
    const before = await houseBalance(platform.db, 'cashier', 'EUR');
    await post(deposit('deposit-house', 700n));
    await post(withdrawal('withdrawal-house', 200n));
    expect(await houseBalance(platform.db, 'cashier', 'EUR')).toBe(before - 500n);
    expect((await accountRows('house:cashier', 'EUR')).map((row) => row.balance)).toEqual([0n]);
    expect(await houseBalance(platform.db, 'agents', 'JPY')).toBe(0n);
    expect(await balanceSums(platform.db)).toMatchObject({ EUR: 0n });
  });

  it('does not remember a house account created by a transaction that rolled back', async () => {
    const sek = (key: string): Movement => ({
      idempotencyKey: key,
      kind: 'test.deposit',
      postings: [
        { account: { userId, code: 'cash', currency: 'SEK' }, amount: 300n },
        { account: { house: 'agents', currency: 'SEK' }, amount: -300n },
      ],
    });
    await expect(
      inTransaction(platform.db, async (tx) => {
        await postMovement(tx, sek('sek-rolled-back'));
        throw new Error('the caller fails after posting');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await accountRows('house:agents', 'SEK')).toEqual([]);
    // Had the rolled-back id been remembered, this would write lines for an account that does not exist.
    await expect(post(sek('sek-committed'))).resolves.toMatchObject({ replayed: false });
    await expect(post(sek('sek-again'))).resolves.toMatchObject({ replayed: false });
    expect(await houseBalance(platform.db, 'agents', 'SEK')).toBe(-600n);
    expect((await balancesOf(platform.db, userId)).find((b) => b.currency === 'SEK')?.balance).toBe(600n);
  });

  it('creates an account once when twenty movements need it at once', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, (_, i) => newPlayer(`ledger-usd-${i}`)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post({
          idempotencyKey: `usd-${i}`,
          kind: 'test.deposit',
          postings: [
            { account: { userId: players[i % 4]!, code: 'cash', currency: 'USD' }, amount: 10n },
            { account: { house: 'casino', currency: 'USD' }, amount: -10n },
          ],
        }),
      ),
    );
    expect(results.every((r) => !r.replayed)).toBe(true);
    expect(await accountRows('house:casino', 'USD')).toHaveLength(1);
    expect((await accountRows('cash', 'USD')).map((row) => row.balance)).toEqual([50n, 50n, 50n, 50n]);
    expect(await houseBalance(platform.db, 'casino', 'USD')).toBe(-200n);
  });

  it('never deadlocks on movements over the same player accounts in opposite orders (plain transactions, no retry)', async () => {
    const [a, b] = await Promise.all([newPlayer('ledger-a'), newPlayer('ledger-b')]);
    for (const who of [a, b]) {
      await post({ idempotencyKey: `fund-${who}`, kind: 'test.deposit', postings: [{ account: { userId: who, code: 'cash', currency: 'EUR' }, amount: 1_000n }, { account: { house: 'cashier', currency: 'EUR' }, amount: -1_000n }] });
    }
    await post({ idempotencyKey: 'bonus-a', kind: 'test.deposit', postings: [{ account: { userId: a, code: 'bonus', currency: 'EUR' }, amount: 100n }, { account: { house: 'bonus', currency: 'EUR' }, amount: -100n }] });
    await post({ idempotencyKey: 'bonus-b', kind: 'test.deposit', postings: [{ account: { userId: b, code: 'bonus', currency: 'EUR' }, amount: 100n }, { account: { house: 'bonus', currency: 'EUR' }, amount: -100n }] });
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? plain(transfer(a, b, `ab-${i}`)) : plain(transfer(b, a, `ba-${i}`)))));
    const balances = await Promise.all([a, b].map((who) => balancesOf(platform.db, who)));
    expect(balances.map((rows) => rows.map((row) => row.balance))).toEqual([
      [100n, 1_000n],
      [100n, 1_000n],
    ]);
  });

  it('audits every player balance against its lines, and only those', async () => {
    const [row] = await platform.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('user_id', '=', userId).where('code', '=', 'cash').where('currency', '=', 'EUR').execute();
    await platform.db.updateTable('ledger_accounts').set({ balance: row!.balance + 1n }).where('id', '=', row!.id).execute();
    expect(await auditLedger(platform.db)).toMatchObject({ mismatchedAccounts: 1, unbalancedTransactions: 0 });
    await platform.db.updateTable('ledger_accounts').set({ balance: row!.balance }).where('id', '=', row!.id).execute();
    expect(await auditLedger(platform.db)).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  });

  it('announces one balance.changed per player account a movement touches, with its final balance', async () => {
    const after = await platform.db.selectFrom('outbox_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    await post({
      idempotencyKey: 'netted',
      kind: 'test.netted',
      postings: [
        { account: { userId, code: 'cash', currency: 'EUR' }, amount: 30n },
        { account: { userId, code: 'cash', currency: 'EUR' }, amount: -10n },
        { account: { house: 'cashier', currency: 'EUR' }, amount: -20n },
      ],
    });
    const events = await platform.db.selectFrom('outbox_events').select('payload').where('id', '>', after.id ?? 0n).where('topic', '=', 'balance.changed').execute();
    expect(events.map((e) => e.payload)).toEqual([{ userId: String(userId), account: 'cash', currency: 'EUR', balance: formatMinor(await cash(), 'EUR') }]);
  });
});
