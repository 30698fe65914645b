import { sql, type Kysely } from 'kysely';

/**
 * Commits that no longer queue on each other (ledger.ts, transaction.ts).
 *
 * - An outbox row's created_at is when it was inserted, not when its transaction began: the events
 *   reader judges a gap in the ids (a transaction that took an id and has not committed, or rolled
 *   back) by the age of the event after it, and an event written at the end of a long transaction
 *   must not look old.
 * - House accounts stop caching their balance (every bet updated the one house:sportsbook row and
 *   all placements queued on its lock); their balance is the sum of their lines. The column is zeroed
 *   so no reader finds a figure that has stopped moving.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table outbox_events alter column created_at set default clock_timestamp();
    update ledger_accounts set balance = 0 where user_id is null and balance <> 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update ledger_accounts a set balance = coalesce((select sum(l.amount) from ledger_lines l where l.account_id = a.id), 0) where a.user_id is null;
    alter table outbox_events alter column created_at set default now();
  `.execute(db);
}
