import { sql, type Kysely } from 'kysely';

/**
 * Which score a ticket item's market settles on (issue 22 item 4: an ice hockey handicap in regulation
 * time or including overtime and shootout are different bets), kept as placed so the ticket shows it
 * after the market has left the book. Null for items placed before, for parts of a match, and for
 * sports without overtime.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ticket_items add column market_time text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ticket_items drop column market_time`.execute(db);
}
