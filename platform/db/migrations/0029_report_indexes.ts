import { sql, type Kysely } from 'kysely';

/**
 * The operator's reports (issue 18, platform/backoffice/reports/figures.ts) group a range of days in
 * SQL: each source needs an index on the time it filters by, or a year's report reads every row ever
 * written. Settled tickets by settled_at (partial: open tickets are never in a report), tickets and
 * casino wallet calls by the time they were made, deposits and withdrawals by the time they were asked for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index tickets_settled_at_idx on tickets (settled_at) where outcome is not null;
    create index tickets_created_at_idx on tickets (created_at);
    create index casino_wallet_created_at_idx on casino_wallet_transactions (created_at);
    create index cashier_transactions_created_at_idx on cashier_transactions (created_at) where statement_type in (1, 2);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index cashier_transactions_created_at_idx;
    drop index casino_wallet_created_at_idx;
    drop index tickets_created_at_idx;
    drop index tickets_settled_at_idx;
  `.execute(db);
}
