import { sql, type Kysely } from 'kysely';

/**
 * Manual adjustments by the payments desk (issue 18): a credit or debit of a player's cash with a reason
 * code, as a cashier transaction the player sees in their history (statement types 5 and 6) and a
 * ledger movement against the house `adjustments` account. The row here says who made it and why: the
 * staff id is a foreign key, so an adjustment without a member of staff cannot exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cashier_transactions drop constraint cashier_transactions_statement_type_check;
    alter table cashier_transactions add constraint cashier_transactions_statement_type_check check (statement_type between 1 and 6);
    create table cashier_adjustments (
      transaction_id bigint primary key references cashier_transactions(id),
      staff_id bigint not null references staff(id),
      direction text not null check (direction in ('credit', 'debit')),
      reason_code text not null,
      note text not null
    );
    create index cashier_adjustments_staff_idx on cashier_adjustments (staff_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table cashier_adjustments;
    delete from cashier_transactions where statement_type > 4;
    alter table cashier_transactions drop constraint cashier_transactions_statement_type_check;
    alter table cashier_transactions add constraint cashier_transactions_statement_type_check check (statement_type between 1 and 4);
  `.execute(db);
}
