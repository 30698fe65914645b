import { sql, type Kysely } from 'kysely';

/**
 * An odds-change tolerance for live bets (issue 22 item 7): the player's setting (whole percents a live
 * price may drop and still be taken under "accept better odds") and the tolerance each ticket was placed
 * with, so the live delay's judgement uses the setting of the moment of placement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table betting_settings add column odds_tolerance smallint not null default 0 check (odds_tolerance between 0 and 100);
    alter table tickets add column odds_tolerance smallint not null default 0 check (odds_tolerance between 0 and 100);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tickets drop column odds_tolerance;
    alter table betting_settings drop column odds_tolerance;
  `.execute(db);
}
