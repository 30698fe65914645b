/**
 * The seamless wallet: the contract a provider's game server calls on the operator to take a stake,
 * pay a win or give a stake back. Part B's game server calls these functions in-process; providers
 * call them over HTTP (routes.ts, signed).
 *
 * - One database transaction per call, which first locks the game session's row: the calls of one
 *   session run one at a time, so a round's state (has it a win? was the bet rolled back?) cannot
 *   change under a call.
 * - Idempotent on (provider, transactionId): the row is unique on it and the ledger movement's key
 *   names it, so the same call again, or ten at once, moves money once and answers the first result;
 *   the same id with another kind, amount, round or player is TRANSACTION_CONFLICT.
 * - Token expiry is checked on bets only: a round already played must still be paid or given back.
 * - Demo sessions never reach the wallet (the game server keeps their play money).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { LedgerError, postMovement } from '../db/ledger';
import { inTransaction, type Tx } from '../db/transaction';
import { recordWager } from '../bonus/service';
import { appendRefusal, stakeRefusal } from '../responsible/guards';
import { feedAndDraw, poolsFor, stakePostings } from './jackpots';
import { SESSION_MINUTES } from './sessions';
import type { CasinoTables } from './schema';

export interface WalletCall {
  provider: string;
  token: string;
  transactionId: string;
  roundId: string;
  /** Minor units of the session's currency. */
  amount: bigint;
}

export interface RollbackCall {
  provider: string;
  token: string;
  transactionId: string;
  roundId: string;
  /** The bet to give back. */
  referenceTransactionId: string;
}

export type WalletErrorCode =
  | 'INSUFFICIENT_FUNDS'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED'
  | 'TRANSACTION_NOT_FOUND'
  | 'TRANSACTION_CONFLICT'
  | 'ACCOUNT_LOCKED'
  | 'ROUND_CLOSED'
  | 'RESPONSIBLE_GAMBLING';

export type WalletAnswer =
  | { ok: true; balance: bigint; currency: string; replayed: boolean }
  | { ok: false; code: WalletErrorCode; balance?: bigint; currency?: string };

interface LockedSession {
  id: bigint;
  userId: bigint;
  gameId: number;
  currency: string;
  expired: boolean;
  locked: boolean;
}

type WalletRow = Omit<CasinoTables['casino_wallet_transactions'], 'id' | 'rolled_back' | 'tombstone' | 'created_at'> & { id: bigint; rolled_back: boolean; tombstone: boolean };

/** A refusal that must undo what the call wrote (its row): thrown out of the transaction, answered after it. */
class Refusal extends Error {
  constructor(
    readonly code: WalletErrorCode,
    readonly session: LockedSession,
  ) {
    super(code);
  }
}

const cashOf = async (db: Db | Tx['trx'], userId: bigint, currency: string): Promise<bigint> =>
  (await db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('code', '=', 'cash').where('currency', '=', currency).executeTakeFirst())
    ?.balance ?? 0n;

async function lockSession(trx: Tx['trx'], provider: string, token: string): Promise<LockedSession | null> {
  const row = await trx
    .selectFrom('casino_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.game_id', 's.currency', 's.provider', 's.mode', 'u.locked'])
    .select(sql<boolean>`s.ended_at is not null or s.expires_at <= now()`.as('expired'))
    .where('s.token', '=', token)
    .forUpdate('s')
    .executeTakeFirst();
  // Another provider's token, or a demo one, is no token of this wallet.
  if (!row || row.provider !== provider || row.mode !== 'real' || row.user_id === null) return null;
  return { id: row.id, userId: row.user_id, gameId: row.game_id, currency: row.currency, expired: row.expired, locked: row.locked };
}

/** Runs one wallet call in one transaction on the locked session; a Refusal rolls back and is answered with the balance after. */
async function walletCall(db: Db, provider: string, token: string, fn: (tx: Tx, session: LockedSession) => Promise<WalletAnswer>): Promise<WalletAnswer> {
  try {
    return await inTransaction(db, async (tx) => {
      const session = await lockSession(tx.trx, provider, token);
      if (!session) return { ok: false, code: 'TOKEN_INVALID' };
      return fn(tx, session);
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ok: false, code: error.code, balance: await cashOf(db, error.session.userId, error.session.currency), currency: error.session.currency };
  }
}

const findRow = (trx: Tx['trx'], provider: string, transactionId: string) =>
  trx.selectFrom('casino_wallet_transactions').selectAll().where('provider', '=', provider).where('provider_tx_id', '=', transactionId).executeTakeFirst() as Promise<
    WalletRow | undefined
  >;

async function refused(trx: Tx['trx'], session: LockedSession, code: WalletErrorCode): Promise<WalletAnswer> {
  return { ok: false, code, balance: await cashOf(trx, session.userId, session.currency), currency: session.currency };
}

/** The answer to a call whose transaction id is already taken: the first result, or why it cannot be. */
async function replay(trx: Tx['trx'], session: LockedSession, row: WalletRow, kind: WalletRow['kind'], call: { roundId: string; amount?: bigint; reference?: string }) {
  // A bet given back before it arrived stays refused (its round is closed to it).
  if (row.tombstone && row.kind === 'bet' && kind === 'bet') return refused(trx, session, 'ROUND_CLOSED');
  const same =
    row.kind === kind &&
    row.user_id === session.userId &&
    row.round_id === call.roundId &&
    (call.amount === undefined || row.amount === call.amount) &&
    (call.reference === undefined || row.reference_tx_id === call.reference);
  if (!same) return refused(trx, session, 'TRANSACTION_CONFLICT');
  if (row.tombstone) return refused(trx, session, 'TRANSACTION_NOT_FOUND');
  return { ok: true as const, balance: row.balance_after ?? 0n, currency: row.currency, replayed: true };
}

/** Inserts the call's row unless its id is taken (by a concurrent twin that has committed meanwhile): then null. */
async function claim(trx: Tx['trx'], values: Omit<WalletRow, 'id' | 'rolled_back' | 'tombstone' | 'ledger_transaction_id' | 'balance_after'> & { tombstone?: boolean; rolled_back?: boolean }) {
  const row = await trx
    .insertInto('casino_wallet_transactions')
    .values({ ...values, ledger_transaction_id: null, balance_after: null })
    .onConflict((oc) => oc.constraint('casino_wallet_transactions_provider_tx').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

async function finish(tx: Tx, session: LockedSession, rowId: bigint, ledgerTransactionId: bigint | null): Promise<WalletAnswer> {
  const balance = await cashOf(tx.trx, session.userId, session.currency);
  await tx.trx.updateTable('casino_wallet_transactions').set({ ledger_transaction_id: ledgerTransactionId, balance_after: balance }).where('id', '=', rowId).execute();
  return { ok: true, balance, currency: session.currency, replayed: false };
}

/** Whether a win has closed the round: it takes no more bets and gives none back. */
async function roundHasWin(trx: Tx['trx'], provider: string, roundId: string): Promise<boolean> {
  const win = await trx
    .selectFrom('casino_wallet_transactions')
    .select('id')
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('kind', '=', 'win')
    .executeTakeFirst();
  return win !== undefined;
}

/** The player's cash in the session's currency (what the game shows). */
export async function walletBalance(db: Db, call: { provider: string; token: string }): Promise<WalletAnswer> {
  const session = await db
    .selectFrom('casino_sessions')
    .select(['user_id', 'currency', 'provider', 'mode'])
    .where('token', '=', call.token)
    .executeTakeFirst();
  if (!session || session.provider !== call.provider || session.mode !== 'real' || session.user_id === null) return { ok: false, code: 'TOKEN_INVALID' };
  return { ok: true, balance: await cashOf(db, session.user_id, session.currency), currency: session.currency, replayed: false };
}

/**
 * Takes a stake from the player's cash: to house:casino, less the jackpot pools' share (jackpots.ts),
 * which may win a pool in the same transaction. Renews the session's expiry.
 */
export async function walletBet(db: Db, call: WalletCall): Promise<WalletAnswer> {
  if (call.amount <= 0n) throw new RangeError('a bet takes a positive amount');
  return walletCall(db, call.provider, call.token, async (tx, session) => {
    const existing = await findRow(tx.trx, call.provider, call.transactionId);
    if (existing) return replay(tx.trx, session, existing, 'bet', call);
    if (session.expired) return refused(tx.trx, session, 'TOKEN_EXPIRED');
    if (session.locked) return refused(tx.trx, session, 'ACCOUNT_LOCKED');
    if (await roundHasWin(tx.trx, call.provider, call.roundId)) return refused(tx.trx, session, 'ROUND_CLOSED');
    // The player's wager and loss limits and exclusions (issue 17). Nothing is written but the refusal's
    // audit row, which commits with this transaction (the answer is a value, not a rollback).
    const limit = await stakeRefusal(tx.trx, session.userId, call.amount, 'en-US', `casino_bet:${call.provider}:${call.transactionId}`);
    if (limit) {
      await appendRefusal(tx.trx, limit);
      return refused(tx.trx, session, 'RESPONSIBLE_GAMBLING');
    }
    const rowId = await claim(tx.trx, {
      provider: call.provider,
      provider_tx_id: call.transactionId,
      kind: 'bet',
      session_id: session.id,
      user_id: session.userId,
      game_id: session.gameId,
      round_id: call.roundId,
      amount: call.amount,
      currency: session.currency,
      reference_tx_id: null,
    });
    if (rowId === null) return replay(tx.trx, session, (await findRow(tx.trx, call.provider, call.transactionId))!, 'bet', call);
    const pools = await poolsFor(tx, session.currency, call.amount);
    let moved;
    try {
      moved = await postMovement(tx, {
        idempotencyKey: `casino:${call.provider}:bet:${call.transactionId}`,
        kind: 'casino.bet',
        reference: `casino_wallet_transactions:${rowId}`,
        postings: [{ account: { userId: session.userId, code: 'cash', currency: session.currency }, amount: -call.amount }, ...stakePostings(session.currency, call.amount, pools.contributions)],
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') throw new Refusal('INSUFFICIENT_FUNDS', session);
      throw error;
    }
    // Real money staked counts towards a deposit bonus's wagering, as a sportsbook stake does.
    await recordWager(tx, session.userId, call.amount, { currency: session.currency });
    await feedAndDraw(tx, { userId: session.userId, gameId: session.gameId, walletTransactionId: rowId }, pools);
    await tx.trx
      .updateTable('casino_sessions')
      .set({ expires_at: sql<Date>`now() + make_interval(mins => ${SESSION_MINUTES})` })
      .where('id', '=', session.id)
      .execute();
    return finish(tx, session, rowId, moved.transactionId);
  });
}

/** The bets of a round this player placed (tombstones are no bets). */
const roundBets = (trx: Tx['trx'], provider: string, roundId: string, userId: bigint) =>
  trx
    .selectFrom('casino_wallet_transactions')
    .select(['id', 'rolled_back', 'game_id', 'currency'])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('kind', '=', 'bet')
    .where('user_id', '=', userId)
    .where('tombstone', '=', false)
    .execute();

/** Pays a round's win into the player's cash; 0 records a lost round (it closes the round, moves nothing). */
export async function walletWin(db: Db, call: WalletCall): Promise<WalletAnswer> {
  if (call.amount < 0n) throw new RangeError('a win is zero or more');
  return walletCall(db, call.provider, call.token, async (tx, session) => {
    const existing = await findRow(tx.trx, call.provider, call.transactionId);
    if (existing) return replay(tx.trx, session, existing, 'win', call);
    const bets = await roundBets(tx.trx, call.provider, call.roundId, session.userId);
    if (bets.length === 0) return refused(tx.trx, session, 'TRANSACTION_NOT_FOUND');
    if (bets.every((bet) => bet.rolled_back)) return refused(tx.trx, session, 'ROUND_CLOSED');
    const rowId = await claim(tx.trx, {
      provider: call.provider,
      provider_tx_id: call.transactionId,
      kind: 'win',
      session_id: session.id,
      user_id: session.userId,
      game_id: bets[0]!.game_id,
      round_id: call.roundId,
      amount: call.amount,
      currency: session.currency,
      reference_tx_id: null,
    });
    if (rowId === null) return replay(tx.trx, session, (await findRow(tx.trx, call.provider, call.transactionId))!, 'win', call);
    if (call.amount === 0n) return finish(tx, session, rowId, null);
    const moved = await postMovement(tx, {
      idempotencyKey: `casino:${call.provider}:win:${call.transactionId}`,
      kind: 'casino.win',
      reference: `casino_wallet_transactions:${rowId}`,
      postings: [
        { account: { house: 'casino', currency: session.currency }, amount: -call.amount },
        { account: { userId: session.userId, code: 'cash', currency: session.currency }, amount: call.amount },
      ],
    });
    return finish(tx, session, rowId, moved.transactionId);
  });
}

/**
 * Gives a bet back, exactly what it took, from house:casino (the pools keep its contribution: a pool
 * may have paid it out since). A bet of a round that has a win is settled and stays. A bet never seen
 * answers TRANSACTION_NOT_FOUND and leaves a tombstone under its id, so it is refused if it arrives.
 */
export async function walletRollback(db: Db, call: RollbackCall): Promise<WalletAnswer> {
  return walletCall(db, call.provider, call.token, async (tx, session) => {
    const existing = await findRow(tx.trx, call.provider, call.transactionId);
    if (existing) return replay(tx.trx, session, existing, 'rollback', { roundId: call.roundId, reference: call.referenceTransactionId });
    const rollbackRow = (amount: bigint, tombstone: boolean) =>
      claim(tx.trx, {
        provider: call.provider,
        provider_tx_id: call.transactionId,
        kind: 'rollback',
        session_id: session.id,
        user_id: session.userId,
        game_id: session.gameId,
        round_id: call.roundId,
        amount,
        currency: session.currency,
        reference_tx_id: call.referenceTransactionId,
        tombstone,
      });
    const bet = await findRow(tx.trx, call.provider, call.referenceTransactionId);
    if (!bet) {
      await claim(tx.trx, {
        provider: call.provider,
        provider_tx_id: call.referenceTransactionId,
        kind: 'bet',
        session_id: session.id,
        user_id: session.userId,
        game_id: session.gameId,
        round_id: call.roundId,
        amount: 0n,
        currency: session.currency,
        reference_tx_id: null,
        tombstone: true,
        rolled_back: true,
      });
      await rollbackRow(0n, true);
      return refused(tx.trx, session, 'TRANSACTION_NOT_FOUND');
    }
    if (bet.kind !== 'bet' || bet.tombstone || bet.user_id !== session.userId) return refused(tx.trx, session, 'TRANSACTION_NOT_FOUND');
    if (bet.rolled_back) return { ok: true, balance: await cashOf(tx.trx, session.userId, session.currency), currency: session.currency, replayed: true };
    if (await roundHasWin(tx.trx, call.provider, bet.round_id)) return refused(tx.trx, session, 'ROUND_CLOSED');
    const rowId = await rollbackRow(bet.amount, false);
    // Taken meanwhile by a twin on another session of the player: answer as it was answered.
    if (rowId === null) return replay(tx.trx, session, (await findRow(tx.trx, call.provider, call.transactionId))!, 'rollback', { roundId: call.roundId, reference: call.referenceTransactionId });
    const moved = await postMovement(tx, {
      // Named after the bet: however many rollback ids arrive for it, it is given back once.
      idempotencyKey: `casino:${call.provider}:rollback:${bet.provider_tx_id}`,
      kind: 'casino.rollback',
      reference: `casino_wallet_transactions:${bet.id}`,
      postings: [
        { account: { house: 'casino', currency: bet.currency }, amount: -bet.amount },
        { account: { userId: session.userId, code: 'cash', currency: bet.currency }, amount: bet.amount },
      ],
    });
    await tx.trx.updateTable('casino_wallet_transactions').set({ rolled_back: true }).where('id', '=', bet.id).execute();
    return finish(tx, session, rowId, moved.transactionId);
  });
}
