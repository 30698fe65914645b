/**
 * A deposit whose payment page was abandoned expires after DEPOSIT_PENDING_TTL_MINUTES. Whoever touches
 * it first ends it (deposits.ts expireIfStale); this leader job ends the ones nobody touches, so the
 * player's list shows them expired instead of Pending forever (issue 24).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { PlatformConfig } from '../config';
import { repeatEvery } from '../repeat';
import { EXPIRING_METHODS, expireDepositIfStale } from './deposits';
import { StatementType, TransactionStatus } from './statuses';

/** Deposits ended per pass at most: a backlog is worked through over the next passes. */
const PASS = 500;

type SweepDeps = { db: Db; config: PlatformConfig };

/** Ends the pending deposits whose time ran out; answers how many it ended. */
export async function expireAbandonedDeposits(deps: SweepDeps): Promise<number> {
  const seconds = Math.round(deps.config.depositPendingTtlMinutes * 60);
  const due = await deps.db
    .selectFrom('cashier_transactions')
    .select('id')
    // The partial index cashier_transactions_pending_idx (statement_type, id) where status = pending.
    .where('status', '=', TransactionStatus.Pending)
    .where('statement_type', '=', StatementType.Deposit)
    .where('provider_tx_id', 'is', null)
    .where((eb) => eb.or(EXPIRING_METHODS.map((m) => eb.and([eb('method', '=', m.key), eb('provider', '=', m.provider)]))))
    .where(sql<boolean>`created_at <= now() - make_interval(secs => ${seconds})`)
    .orderBy('id')
    .limit(PASS)
    .execute();
  let ended = 0;
  // Each in its own transaction, the row locked and checked again: a payment may have arrived meanwhile.
  for (const { id } of due) if (await expireDepositIfStale(deps, id)) ended++;
  return ended;
}

export function startDepositExpirySweeper(deps: SweepDeps, intervalMs: number): { stop(): Promise<void> } {
  return repeatEvery('cashier: deposit expiry', intervalMs, () => expireAbandonedDeposits(deps));
}
