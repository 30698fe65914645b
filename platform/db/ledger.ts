import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { formatMinor } from '../money';
import type { Db } from './connection';
import type { Tx } from './transaction';
import { activityFlags, recordActivities, recordActivity } from '../responsible/activity';
import { audit } from '../log';
import { metrics } from '../metrics';

/**
 * The only code that writes money (STYLE "Platform"). Sign convention: a positive
 * amount raises the account's balance. Player accounts may not go below zero;
 * house accounts are the other side of every movement and may. Only player
 * accounts cache their balance (ledger_accounts.balance); a house account's
 * balance is the sum of its lines (houseBalance), its cached column stays 0.
 */
// `adjustments`: the other side of the payments desk's manual credits and debits (issue 18).
export type HouseAccount = 'cashier' | 'sportsbook' | 'casino' | 'bonus' | 'agents' | 'jackpot' | 'play' | 'adjustments';
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
  /**
   * May take a player's balance below zero (a debt the next deposits and wins repay). Only a result
   * correction takes back money the player may already have spent; every other movement is refused.
   */
  debt?: true;
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

interface Owner {
  user_id: bigint | null;
  code: string;
  currency: string;
  allow_negative: boolean;
}

function ownerOf(account: AccountKey): Owner {
  return 'userId' in account
    ? { user_id: account.userId, code: account.code, currency: account.currency, allow_negative: false }
    : { user_id: null, code: `house:${account.house}`, currency: account.currency, allow_negative: true };
}

/** ownerOf read backwards: the key of a ledger_accounts row, e.g. to post a line's reversal. */
export function accountKeyOf(row: { user_id: bigint | null; code: string; currency: string }): AccountKey {
  return row.user_id === null
    ? { house: row.code.slice('house:'.length) as HouseAccount, currency: row.currency }
    : { userId: row.user_id, code: row.code as PlayerAccount, currency: row.currency };
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

const keyOf = (owner: Pick<Owner, 'user_id' | 'code' | 'currency'>) => `${owner.user_id ?? 'house'}:${owner.code}:${owner.currency}`;
const memoryKey = (owner: Owner) => `ledger.account:${keyOf(owner)}`;
const byId = (a: { id: bigint }, b: { id: bigint }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The ids of house accounts, creating the missing ones. This process remembers them once the
 * transaction that saw them has committed (they never change, and a rolled-back one never existed),
 * so a movement normally reads none. Nothing here waits on a busy row: an existing account is only
 * read (an upsert would wait for any transaction updating it), and one is inserted only when missing.
 */
async function houseAccountIds({ trx, afterCommit, committed }: Tx, owners: Owner[]): Promise<Map<string, bigint>> {
  const ids = new Map<string, bigint>();
  const wanted = new Map<string, Owner>();
  for (const owner of owners) {
    const known = committed.get(memoryKey(owner)) as bigint | undefined;
    if (known !== undefined) ids.set(keyOf(owner), known);
    else wanted.set(keyOf(owner), owner);
  }
  const found = (rows: { id: bigint; user_id: bigint | null; code: string; currency: string }[]) => {
    for (const row of rows) {
      const owner = wanted.get(keyOf(row));
      if (!owner) continue;
      wanted.delete(keyOf(row));
      ids.set(keyOf(row), row.id);
      afterCommit(() => committed.set(memoryKey(owner), row.id));
    }
  };
  const select = async () =>
    found(
      await trx
        .selectFrom('ledger_accounts')
        .select(['id', 'user_id', 'code', 'currency'])
        .where('user_id', 'is', null)
        .where((eb) => eb.or([...wanted.values()].map((owner) => eb.and([eb('code', '=', owner.code), eb('currency', '=', owner.currency)]))))
        .execute(),
    );
  if (wanted.size > 0) await select();
  if (wanted.size > 0) await createAccounts(trx, [...wanted.values()]).then(found);
  // Created meanwhile by a transaction that has committed since (the insert waited for it).
  if (wanted.size > 0) await select();
  if (wanted.size > 0) throw new Error(`ledger accounts not found: ${[...wanted.keys()].join(', ')}`);
  return ids;
}

/** Inserts the accounts that do not exist yet, in key order: two movements creating the same accounts wait on each other in one order. */
async function createAccounts(trx: Tx['trx'], owners: Owner[]) {
  return trx
    .insertInto('ledger_accounts')
    .values([...owners].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1)))
    .onConflict((oc) => oc.constraint('ledger_accounts_owner_key').doNothing())
    .returning(['id', 'user_id', 'code', 'currency'])
    .execute();
}

interface Moved {
  id: bigint;
  user_id: bigint;
  code: string;
  currency: string;
  balance: bigint;
}

/** A player posting with the ledger transaction its line belongs to. */
interface PlayerLine {
  owner: Owner;
  amount: bigint;
  transactionId: bigint;
}
interface HouseLine {
  accountId: bigint;
  amount: bigint;
  transactionId: bigint;
}

// Arrays, not one parameter per value: a settlement batch moves thousands of lines in one statement.
const int8s = (values: (bigint | null)[]) => sql`${values.map((v) => (v === null ? null : String(v)))}::int8[]`;
const texts = (values: string[]) => sql`${values}::text[]`;

/**
 * One statement: finds the player accounts by owner, locks them in id order (so two movements over the
 * same accounts cannot deadlock), adds each one's net amount to its cached balance (the overdraft trigger
 * refuses an overdraft), and writes the lines of the player postings whose account it found and of the
 * house postings given, each under its own ledger transaction. Answers the accounts it moved; a player
 * account that does not exist yet is not among them and its lines are not written.
 */
async function movePlayers(trx: Tx['trx'], players: PlayerLine[], houseLines: HouseLine[]) {
  const net = new Map<string, { owner: Owner; amount: bigint }>();
  for (const { owner, amount } of players) {
    const entry = net.get(keyOf(owner));
    if (entry) entry.amount += amount;
    else net.set(keyOf(owner), { owner, amount });
  }
  const nets = [...net.values()];
  try {
    const result = await sql<Moved>`
      with net (user_id, code, currency, amount) as (
        select * from unnest(${int8s(nets.map((n) => n.owner.user_id))}, ${texts(nets.map((n) => n.owner.code))}, ${texts(nets.map((n) => n.owner.currency))}, ${int8s(nets.map((n) => n.amount))})
      ),
      locked as (
        select a.id, net.amount from ledger_accounts a
        join net on a.user_id = net.user_id and a.code = net.code and a.currency = net.currency
        order by a.id for update of a
      ),
      moved as (
        update ledger_accounts a set balance = a.balance + locked.amount from locked where a.id = locked.id
        returning a.id, a.user_id, a.code, a.currency, a.balance
      ),
      lines as (
        insert into ledger_lines (transaction_id, account_id, amount)
        select p.transaction_id, moved.id, p.amount
        from unnest(${int8s(players.map((p) => p.transactionId))}, ${int8s(players.map((p) => p.owner.user_id))}, ${texts(players.map((p) => p.owner.code))}, ${texts(players.map((p) => p.owner.currency))}, ${int8s(players.map((p) => p.amount))})
          as p (transaction_id, user_id, code, currency, amount)
        join moved on moved.user_id = p.user_id and moved.code = p.code and moved.currency = p.currency
        union all
        select h.transaction_id, h.account_id, h.amount
        from unnest(${int8s(houseLines.map((h) => h.transactionId))}, ${int8s(houseLines.map((h) => h.accountId))}, ${int8s(houseLines.map((h) => h.amount))}) as h (transaction_id, account_id, amount)
      )
      select id, user_id, code, currency, balance from moved order by id`.execute(trx);
    return result.rows;
  } catch (error) {
    if (isOverdraft(error)) throw new LedgerError('INSUFFICIENT_FUNDS', 'insufficient balance');
    throw error;
  }
}

/**
 * movePlayers, then a player's first movement in an account: create it, then move the rest (their lines
 * only: the balance trigger checks each ledger transaction at commit). Answers every account moved.
 */
async function moveAndCreate(trx: Tx['trx'], players: PlayerLine[], houseLines: HouseLine[], debt: boolean): Promise<Moved[]> {
  // The debt allowance lasts this one statement: nothing else in the transaction inherits it (a failed
  // statement aborts the transaction, and the setting goes with it).
  if (debt) await sql`select set_config('oddsgate.ledger_debt', 'on', true)`.execute(trx);
  const moved = await movePlayers(trx, players, houseLines);
  if (debt) await sql`select set_config('oddsgate.ledger_debt', '', true)`.execute(trx);
  const found = new Set(moved.map(keyOf));
  const rest = players.filter((p) => !found.has(keyOf(p.owner)));
  if (rest.length > 0) {
    await createAccounts(trx, [...new Map(rest.map((p) => [keyOf(p.owner), p.owner])).values()]);
    const created = await movePlayers(trx, rest, []);
    const missing = rest.filter((p) => !created.some((row) => keyOf(row) === keyOf(p.owner)));
    if (missing.length > 0) throw new Error(`ledger accounts not found: ${missing.map((p) => keyOf(p.owner)).join(', ')}`);
    moved.push(...created);
  }
  return moved;
}

/** After commit: the count of every money movement and its audit trail (a rolled-back one never happened). */
function auditAfterCommit(tx: Tx, movement: Movement, transactionId: bigint, postings: { owner: Owner; amount: bigint }[]): void {
  tx.afterCommit(() => {
    metrics.ledgerMovements.inc({ kind: movement.kind });
    audit('ledger.movement', {
      transaction: String(transactionId),
      kind: movement.kind,
      reference: movement.reference ?? null,
      postings: postings.map((posting) => ({ ...posting.owner, user_id: posting.owner.user_id === null ? null : String(posting.owner.user_id), amount: String(posting.amount) })),
    });
  });
}

const announce = (tx: Tx, account: Moved) =>
  tx.emit({
    topic: 'balance.changed',
    payload: { userId: String(account.user_id), account: account.code, currency: account.currency, balance: formatMinor(account.balance, account.currency) },
  });

/**
 * Posts one balanced movement inside the caller's transaction: normally two statements, the
 * idempotency key's and movePlayers'.
 *
 * Only player accounts cache their balance (the row the no-overdraft CHECK guards) and so take a row
 * lock. A house account is the other side of nearly every movement: caching its balance would queue
 * every bet of every player on its one row. Its balance is the sum of its lines (houseBalance).
 */
export async function postMovement(tx: Tx, movement: Movement): Promise<MovementResult> {
  assertBalanced(movement.postings);
  const hash = requestHash(movement);
  const { trx } = tx;

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

  const postings = movement.postings.map((posting) => ({ owner: ownerOf(posting.account), amount: posting.amount }));
  const houses = postings.filter((p) => p.owner.user_id === null);
  const houseIds = houses.length > 0 ? await houseAccountIds(tx, houses.map((p) => p.owner)) : new Map<string, bigint>();
  const houseLines = houses.map((p) => ({ accountId: houseIds.get(keyOf(p.owner))!, amount: p.amount, transactionId: inserted.id }));
  const players = postings.filter((p) => p.owner.user_id !== null).map((p) => ({ ...p, transactionId: inserted.id }));

  const moved: Moved[] = [];
  if (players.length === 0) {
    await trx
      .insertInto('ledger_lines')
      .values(houseLines.map((line) => ({ transaction_id: inserted.id, account_id: line.accountId, amount: line.amount })))
      .execute();
  } else {
    moved.push(...(await moveAndCreate(trx, players, houseLines, movement.debt === true)));
  }
  // Responsible gambling counts what moved here, the one place every door's money passes.
  if (players.length > 0) {
    await recordActivity(tx, movement.kind, players.map((p) => ({ userId: p.owner.user_id!, currency: p.owner.currency, amount: p.amount })));
  }
  for (const account of moved.sort(byId)) announce(tx, account);
  auditAfterCommit(tx, movement, inserted.id, postings);
  return { transactionId: inserted.id, replayed: false };
}

/**
 * Many movements in one go, inside the caller's transaction, for settlement at scale: exactly what
 * postMovement of each in order leaves (the same ledger transactions, lines, balances, responsible-gambling
 * rows, balance events and audit), in a handful of statements whatever their number: the keys in one
 * insert, every player account of the batch locked (in id order) and moved in one statement with all the
 * lines, the activity in one more. A key already posted is a replay (nothing moves; a different movement
 * under it is refused), so a rerun of the same batch pays nothing more. One refused movement (an
 * overdraft, an unbalanced one) refuses the whole call: the caller's transaction rolls back.
 *
 * House accounts take no lock (they cache no balance): a batch holds the row locks of its players'
 * accounts only, from its one balance statement to its commit. Debts and deposits (whose flag check reads
 * each row written before the next) go one by one through postMovement.
 */
export async function postMovements(tx: Tx, movements: readonly Movement[]): Promise<MovementResult[]> {
  if (movements.some((m) => m.debt || activityFlags(m.kind))) {
    const results: MovementResult[] = [];
    for (const movement of movements) results.push(await postMovement(tx, movement));
    return results;
  }
  for (const movement of movements) assertBalanced(movement.postings);
  if (movements.length === 0) return [];
  const hashes = movements.map(requestHash);
  const { trx } = tx;
  // A key twice in the batch: the later one is a replay of the first, as it would be one by one.
  const firstOf = new Map<string, number>();
  movements.forEach((m, i) => {
    if (!firstOf.has(m.idempotencyKey)) firstOf.set(m.idempotencyKey, i);
  });
  const firsts = [...firstOf.values()];
  const inserted = await sql<{ id: bigint; idempotency_key: string }>`
    insert into ledger_transactions (idempotency_key, kind, request_hash, reference)
    select k.key, k.kind, k.hash, k.reference
    from unnest(${firsts.map((i) => movements[i]!.idempotencyKey)}::text[], ${firsts.map((i) => movements[i]!.kind)}::text[], ${firsts.map((i) => hashes[i]!)}::text[], ${firsts.map((i) => movements[i]!.reference ?? null)}::text[])
      with ordinality as k(key, kind, hash, reference, n)
    order by k.n
    on conflict (idempotency_key) do nothing
    returning id, idempotency_key`.execute(trx);
  const fresh = new Map(inserted.rows.map((row) => [row.idempotency_key, BigInt(row.id)]));
  const earlier = new Map<string, { id: bigint; request_hash: string }>();
  const replayedKeys = [...firstOf.keys()].filter((key) => !fresh.has(key));
  if (replayedKeys.length > 0) {
    for (const row of await trx.selectFrom('ledger_transactions').select(['id', 'idempotency_key', 'request_hash']).where('idempotency_key', 'in', replayedKeys).execute()) earlier.set(row.idempotency_key, row);
  }
  const results = movements.map((movement, i): MovementResult => {
    const own = firstOf.get(movement.idempotencyKey) === i ? fresh.get(movement.idempotencyKey) : undefined;
    if (own !== undefined) return { transactionId: own, replayed: false };
    const before = earlier.get(movement.idempotencyKey) ?? { id: fresh.get(movement.idempotencyKey)!, request_hash: hashes[firstOf.get(movement.idempotencyKey)!]! };
    if (before.request_hash !== hashes[i]) throw new LedgerError('IDEMPOTENCY_CONFLICT', 'this idempotency key was used for a different movement');
    return { transactionId: before.id, replayed: true };
  });

  const posted = movements.flatMap((movement, i) =>
    results[i]!.replayed ? [] : [{ movement, transactionId: results[i]!.transactionId, postings: movement.postings.map((p) => ({ owner: ownerOf(p.account), amount: p.amount })) }],
  );
  if (posted.length === 0) return results;
  const all = posted.flatMap(({ transactionId, postings }) => postings.map((p) => ({ ...p, transactionId })));
  const houses = all.filter((p) => p.owner.user_id === null);
  const houseIds = houses.length > 0 ? await houseAccountIds(tx, houses.map((p) => p.owner)) : new Map<string, bigint>();
  const houseLines = houses.map((p) => ({ accountId: houseIds.get(keyOf(p.owner))!, amount: p.amount, transactionId: p.transactionId }));
  const players = all.filter((p) => p.owner.user_id !== null);
  if (players.length === 0) {
    await trx.insertInto('ledger_lines').values(houseLines.map((line) => ({ transaction_id: line.transactionId, account_id: line.accountId, amount: line.amount }))).execute();
  } else {
    const moved = await moveAndCreate(trx, players, houseLines, false);
    await recordActivities(
      tx,
      posted.map(({ movement, postings }) => ({
        movementKind: movement.kind,
        playerPostings: postings.filter((p) => p.owner.user_id !== null).map((p) => ({ userId: p.owner.user_id!, currency: p.owner.currency, amount: p.amount })),
      })),
    );
    // Each movement announces its accounts' balances as they stood right after it, as one by one: walk
    // back from the final balances, taking off each later movement's net amount.
    const balance = new Map(moved.map((row) => [keyOf(row), row]));
    const announcements: Moved[][] = [];
    for (let k = posted.length - 1; k >= 0; k--) {
      const net = new Map<string, bigint>();
      for (const p of posted[k]!.postings) if (p.owner.user_id !== null) net.set(keyOf(p.owner), (net.get(keyOf(p.owner)) ?? 0n) + p.amount);
      const now = [...net.keys()].map((key) => ({ ...balance.get(key)! }));
      announcements[k] = now.sort(byId);
      for (const [key, amount] of net) {
        const row = balance.get(key)!;
        balance.set(key, { ...row, balance: row.balance - amount });
      }
    }
    for (const accounts of announcements) for (const account of accounts ?? []) announce(tx, account);
  }
  for (const { movement, transactionId, postings } of posted) auditAfterCommit(tx, movement, transactionId, postings);
  return results;
}

/** A house account's balance: the sum of its lines (house accounts cache none). */
export async function houseBalance(db: Db, house: HouseAccount, currency: string): Promise<bigint> {
  const result = await sql<{ balance: string | null }>`
    select sum(l.amount)::text as balance from ledger_lines l
    join ledger_accounts a on a.id = l.account_id
    where a.user_id is null and a.code = ${`house:${house}`} and a.currency = ${currency}`.execute(db);
  return BigInt(result.rows[0]?.balance ?? 0);
}

/** Every account's balance summed per currency (players' cached, houses' from their lines): zero when nothing leaked. */
export async function balanceSums(db: Db): Promise<Record<string, bigint>> {
  const result = await sql<{ currency: string; total: string }>`
    select a.currency, sum(case when a.user_id is null
      then (select coalesce(sum(l.amount), 0) from ledger_lines l where l.account_id = a.id)
      else a.balance end)::text as total
    from ledger_accounts a group by a.currency order by a.currency`.execute(db);
  return Object.fromEntries(result.rows.map((row) => [row.currency, BigInt(row.total)]));
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
 * zero, and every cached balance (player accounts: house accounts cache none)
 * equals the sum of its account's lines.
 */
export async function auditLedger(db: Db): Promise<{ total: bigint; mismatchedAccounts: number; unbalancedTransactions: number }> {
  const total = await sql<{ total: string | null }>`select sum(amount)::text as total from ledger_lines`.execute(db);
  const mismatched = await sql<{ n: bigint }>`
    select count(*)::int8 as n from ledger_accounts a
    where a.user_id is not null and a.balance <> coalesce((select sum(l.amount) from ledger_lines l where l.account_id = a.id), 0)`.execute(db);
  const unbalanced = await sql<{ n: bigint }>`
    select count(*)::int8 as n from (select transaction_id from ledger_lines group by transaction_id having sum(amount) <> 0) t`.execute(db);
  return {
    total: BigInt(total.rows[0]?.total ?? 0),
    mismatchedAccounts: Number(mismatched.rows[0]?.n ?? 0),
    unbalancedTransactions: Number(unbalanced.rows[0]?.n ?? 0),
  };
}
