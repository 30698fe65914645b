import { sql, type Kysely } from 'kysely';

/**
 * Withdrawal decisions by staff (issue 18): each approval a member of staff gave (four eyes: above the
 * configured amount two different people must approve), and the staff's own words with a rejection,
 * which the player reads in their history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table withdrawal_approvals (
      withdrawal_id bigint not null references cashier_transactions(id),
      staff_id bigint not null references staff(id),
      approved_at timestamptz not null default now(),
      primary key (withdrawal_id, staff_id)
    );
    alter table cashier_transactions add column reason_note text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cashier_transactions drop column reason_note;
    drop table withdrawal_approvals;
  `.execute(db);
}
