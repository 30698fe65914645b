import type { DomainEvent, Tx } from '../db/transaction';
import { inTransaction } from '../db/transaction';
import type { CashierDeps } from './options';
import type { CashierTrx } from './schema';

/** One database transaction seen twice: as the ledger takes it (tx) and with the cashier's tables (trx). */
export interface CashierTx {
  tx: Tx;
  trx: CashierTrx;
  emit(event: DomainEvent): void;
}

export const cashierTx = (tx: Tx): CashierTx => ({ tx, trx: tx.trx as unknown as CashierTrx, emit: tx.emit });

/** inTransaction (outbox, retry on serialization failures) with the cashier's view of the transaction. */
export function inCashierTransaction<T>(deps: Pick<CashierDeps, 'platformDb'>, fn: (ctx: CashierTx) => Promise<T>): Promise<T> {
  return inTransaction(deps.platformDb, (tx) => fn(cashierTx(tx)));
}
