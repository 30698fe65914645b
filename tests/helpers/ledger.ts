/** The ledger invariant the tests check after moving money (ARCHITECTURE rule 2, seed 001). */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import type { DB } from '../../platform/db/schema';

/** Every transaction balances, every cached balance equals its lines, and all lines sum to zero. */
export async function expectBalancedLedger(db: Kysely<DB>): Promise<void> {
  expect(await auditLedger(db)).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
}
