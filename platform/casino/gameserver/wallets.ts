/**
 * Where a round's money goes: the seamless wallet (wallet.ts, part of the casino service) for a real
 * session, the session's play money (game_demo_wallets) for a demo one. Both answer the wallet's
 * WalletAnswer and are idempotent on the transaction id, so the round logic (play.ts) is one for
 * both modes and a demo round can never touch the ledger.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { currencyDecimals } from '../../money';
import { SESSION_MINUTES, type CasinoSession } from '../sessions';
import { walletBalance, walletBet, walletRollback, walletWin, type WalletAnswer } from '../wallet';

/** The seamless wallet's functions, replaceable in tests (a wallet that fails once). */
export interface WalletFunctions {
  walletBalance: typeof walletBalance;
  walletBet: typeof walletBet;
  walletWin: typeof walletWin;
  walletRollback: typeof walletRollback;
}

export const seamlessWallet: WalletFunctions = { walletBalance, walletBet, walletWin, walletRollback };

/** One session's wallet. */
export interface GameWallet {
  balance(): Promise<WalletAnswer>;
  bet(transactionId: string, roundId: string, amount: bigint): Promise<WalletAnswer>;
  win(transactionId: string, roundId: string, amount: bigint): Promise<WalletAnswer>;
  rollback(transactionId: string, roundId: string, betTransactionId: string): Promise<WalletAnswer>;
}

export function realWallet(db: Db, session: CasinoSession, wallet: WalletFunctions): GameWallet {
  const base = { provider: session.provider, token: session.token };
  return {
    balance: () => wallet.walletBalance(db, base),
    bet: (transactionId, roundId, amount) => wallet.walletBet(db, { ...base, transactionId, roundId, amount }),
    win: (transactionId, roundId, amount) => wallet.walletWin(db, { ...base, transactionId, roundId, amount }),
    rollback: (transactionId, roundId, referenceTransactionId) => wallet.walletRollback(db, { ...base, transactionId, roundId, referenceTransactionId }),
  };
}

/** A demo session starts with 1,000.00 of its currency. */
export const demoStartingBalance = (currency: string) => 1000n * 10n ** BigInt(currencyDecimals(currency));

/**
 * Play money, with the seamless wallet's rules where they matter to a game: idempotent on the
 * transaction id, a bet refused beyond the balance or once the session is over (expiry renewed by
 * every stake, as a real bet renews a real session), a rollback giving back exactly its bet.
 */
export function demoWallet(db: Db, session: CasinoSession): GameWallet {
  const currency = session.currency;
  const ensure = () =>
    db
      .insertInto('game_demo_wallets')
      // Alive as long as the session was at launch; each stake renews it from then on.
      .values({ session_id: session.id, currency, balance: demoStartingBalance(currency), renewed_at: new Date(session.expiresAt.getTime() - SESSION_MINUTES * 60_000) })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
  const call = async (kind: 'bet' | 'win' | 'rollback', transactionId: string, roundId: string, amount: bigint, reference?: string): Promise<WalletAnswer> => {
    await ensure();
    return inTransaction(db, async ({ trx }) => {
      const wallet = await trx
        .selectFrom('game_demo_wallets')
        .select(['balance'])
        .select(sql<boolean>`greatest(${session.expiresAt}::timestamptz, renewed_at + make_interval(mins => ${SESSION_MINUTES})) <= now()`.as('expired'))
        .where('session_id', '=', session.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const done = await trx
        .selectFrom('game_demo_transactions')
        .select(['kind', 'amount', 'balance_after', 'round_id'])
        .where('session_id', '=', session.id)
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
      const refuse = (code: 'INSUFFICIENT_FUNDS' | 'TOKEN_EXPIRED' | 'TRANSACTION_CONFLICT' | 'TRANSACTION_NOT_FOUND'): WalletAnswer => ({ ok: false, code, balance: wallet.balance, currency });
      if (done) {
        const same = done.kind === kind && done.round_id === roundId && (kind === 'rollback' || done.amount === amount);
        return same ? { ok: true, balance: done.balance_after, currency, replayed: true } : refuse('TRANSACTION_CONFLICT');
      }
      let change = amount;
      if (kind === 'bet') {
        if (session.endedAt || wallet.expired) return refuse('TOKEN_EXPIRED');
        if (wallet.balance < amount) return refuse('INSUFFICIENT_FUNDS');
        change = -amount;
      } else if (kind === 'rollback') {
        const bet = await trx
          .selectFrom('game_demo_transactions')
          .select('amount')
          .where('session_id', '=', session.id)
          .where('transaction_id', '=', reference ?? '')
          .where('kind', '=', 'bet')
          .executeTakeFirst();
        if (!bet) return refuse('TRANSACTION_NOT_FOUND');
        change = bet.amount;
      }
      const balance = wallet.balance + change;
      await trx
        .updateTable('game_demo_wallets')
        .set({ balance, ...(kind === 'bet' ? { renewed_at: sql<Date>`now()` } : {}) })
        .where('session_id', '=', session.id)
        .execute();
      await trx
        .insertInto('game_demo_transactions')
        .values({ session_id: session.id, transaction_id: transactionId, kind, round_id: roundId, amount: change < 0n ? -change : change, balance_after: balance })
        .execute();
      return { ok: true, balance, currency, replayed: false };
    });
  };
  return {
    async balance() {
      await ensure();
      const row = await db.selectFrom('game_demo_wallets').select('balance').where('session_id', '=', session.id).executeTakeFirstOrThrow();
      return { ok: true, balance: row.balance, currency, replayed: false };
    },
    bet: (transactionId, roundId, amount) => call('bet', transactionId, roundId, amount),
    win: (transactionId, roundId, amount) => call('win', transactionId, roundId, amount),
    rollback: (transactionId, roundId, betTransactionId) => call('rollback', transactionId, roundId, 0n, betTransactionId),
  };
}
