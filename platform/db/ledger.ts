import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './connection';
import type { Tx } from './transaction';

/**
 * The only code that writes money (STYLE "Platform"). Sign convention: a positive
 * amount raises the account's balance. Player accounts may not go below zero;
 * house accounts are the other side of every movement and may.
 */
export type HouseAccount = 'cashier' | 'sportsbook' | 'casino' | 'bonus' | 'agents';
export type PlayerAccount = 'cash' | 'bonus';

export type AccountKey =
  | { userId: bigint; code: PlayerAccount; currency: string }
  | { house: HouseAccount; currency: string };

export interface Posting {
  account: AccountKey;
  amount: bigint;
}

export interface Movement {
  /** Unique per business operation: a retry with the same key changes nothing. */
  idempotencyKey: string;
  kind: string;
  reference?: string;
  postings: Posting[];
}

export interface MovementResult {
  transactionId: bigint;
  /** true when this key was already posted and nothing moved now */
  replayed: boolean;
}

export type LedgerErrorCode = 'INSUFFICIENT_FUNDS' | 'IDEMPOTENCY_CONFLICT' | 'UNBALANCED';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function ownerOf(account: AccountKey) {
  return 'userId' in account
    ? { user_id: account.userId, code: account.code, currency: account.currency, allow_negative: false }
    : { user_id: null, code: `house:${account.house}`, currency: account.currency, allow_negative: true };
}

function assertBalanced(postings: Posting[]): void {
  if (postings.length < 2) throw new LedgerError('UNBALANCED', 'a movement needs at least two postings');
  const totals = new Map<string, bigint>();
  for (const { account, amount } of postings) {
    if (typeof amount !== 'bigint' || amount === 0n) throw new LedgerError('UNBALANCED', 'amounts are non-zero bigints');
    totals.set(account.currency, (totals.get(account.currency) ?? 0n) + amount);
  }
  for (const [currency, total] of totals) {
    if (total !== 0n) throw new LedgerError('UNBALANCED', `postings in ${currency} are unbalanced by ${total}`);
  }
}

function requestHash(movement: Movement): string {
  const canonical = JSON.stringify([
    movement.kind,
    movement.postings.map((p) => {
      const owner = ownerOf(p.account);
      return [owner.code, String(owner.user_id), p.account.currency, String(p.amount)];
    }),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

const isOverdraft = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23514' &&
  String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(
    'ledger_accounts_no_overdraft',
  );

/** Posts one balanced movement inside the caller's transaction. */
export async function postMovement({ trx, emit }: Tx, movement: Movement): Promise<MovementResult> {
  assertBalanced(movement.postings);
  const hash = requestHash(movement);

  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({ idempotency_key: movement.idempotencyKey, kind: movement.kind, request_hash: hash, reference: movement.reference ?? null })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx
      .selectFrom('ledger_transactions')
      .select(['id', 'request_hash'])
      .where('idempotency_key', '=', movement.idempotencyKey)
      .executeTakeFirstOrThrow();
    if (existing.request_hash !== hash) {
      throw new LedgerError('IDEMPOTENCY_CONFLICT', 'this idempotency key was used for a different movement');
    }
    return { transactionId: existing.id, replayed: true };
  }

  const owners = movement.postings.map((posting) => ownerOf(posting.account));
  await trx
    .insertInto('ledger_accounts')
    .values(owners)
    .onConflict((oc) => oc.constraint('ledger_accounts_owner_key').doNothing())
    .execute();

  // One row lock per account, always taken in id order so two movements over the
  // same accounts cannot deadlock.
  const lines = await Promise.all(
    movement.postings.map(async (posting, index) => {
      const owner = owners[index]!;
      const row = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('code', '=', owner.code)
        .where('currency', '=', owner.currency)
        .where((eb) => (owner.user_id === null ? eb('user_id', 'is', null) : eb('user_id', '=', owner.user_id)))
        .executeTakeFirstOrThrow();
      return { accountId: row.id, amount: posting.amount };
    }),
  );
  lines.sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));

  for (const line of lines) {
    try {
      const account = await trx
        .updateTable('ledger_accounts')
        .set({ balance: sql<bigint>`balance + ${line.amount}` })
        .where('id', '=', line.accountId)
        .returning(['user_id', 'code', 'currency', 'balance'])
        .executeTakeFirstOrThrow();
      if (account.user_id !== null) {
        emit({
          topic: 'balance.changed',
          payload: { userId: String(account.user_id), account: account.code, currency: account.currency, balance: String(account.balance) },
        });
      }
    } catch (error) {
      if (isOverdraft(error)) throw new LedgerError('INSUFFICIENT_FUNDS', 'insufficient balance');
      throw error;
    }
  }

  await trx
    .insertInto('ledger_lines')
    .values(lines.map((line) => ({ transaction_id: inserted.id, account_id: line.accountId, amount: line.amount })))
    .execute();
  return { transactionId: inserted.id, replayed: false };
}

export async function balancesOf(db: Db, userId: bigint) {
  return db
    .selectFrom('ledger_accounts')
    .select(['code', 'currency', 'balance'])
    .where('user_id', '=', userId)
    .orderBy('code')
    .execute();
}

/**
 * The whole-ledger audit used by tests and benchmarks: every transaction sums to
 * zero, and every cached balance equals the sum of its account's lines.
 */
export async function auditLedger(db: Db): Promise<{ total: bigint; mismatchedAccounts: number; unbalancedTransactions: number }> {
  const total = await sql<{ total: string | null }>`select sum(amount)::text as total from ledger_lines`.execute(db);
  const mismatched = await sql<{ n: bigint }>`
    select count(*)::int8 as n from ledger_accounts a
    where a.balance <> coalesce((select sum(l.amount) from ledger_lines l where l.account_id = a.id), 0)`.execute(db);
  const unbalanced = await sql<{ n: bigint }>`
    select count(*)::int8 as n from (select transaction_id from ledger_lines group by transaction_id having sum(amount) <> 0) t`.execute(db);
  return {
    total: BigInt(total.rows[0]?.total ?? 0),
    mismatchedAccounts: Number(mismatched.rows[0]?.n ?? 0),
    unbalancedTransactions: Number(unbalanced.rows[0]?.n ?? 0),
  };
}
