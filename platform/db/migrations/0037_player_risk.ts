import { sql, type Kysely } from 'kysely';

/**
 * The player risk profile (issue 19): a trader's stake factor per player, in hundredths (25 = 0.25,
 * 1000 = 10), which scales every max bet the slip and placement compute. No row means the default 1.
 * The staff id says who set it last; the audit log keeps every change with its before and after.
 *
 * matches.closing_prices: each odd's price as the match kicked off (the feed ingest writes it once, when
 * the match goes live), so a player's tickets can be compared with the closing price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table player_risk (
      user_id bigint primary key references users(id),
      stake_factor integer not null check (stake_factor between 1 and 1000),
      staff_id bigint not null references staff(id),
      updated_at timestamptz not null default now()
    );
    alter table matches add column closing_prices jsonb;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table player_risk; alter table matches drop column closing_prices;`.execute(db);
}
