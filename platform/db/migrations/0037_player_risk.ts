import { sql, type Kysely } from 'kysely';

/**
 * The player risk profile (issue 19): a trader's stake factor per player, in hundredths (25 = 0.25,
 * 1000 = 10), which scales every max bet the slip and placement compute. No row means the default 1.
 * The staff id says who set it last; the audit log keeps every change with its before and after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table player_risk (
      user_id bigint primary key references users(id),
      stake_factor integer not null check (stake_factor between 1 and 1000),
      staff_id bigint not null references staff(id),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table player_risk;`.execute(db);
}
