import { sql, type Kysely } from 'kysely';

/**
 * Edit bet (issue 23): an open bet is replaced by a new one whose stake is the old one's cash-out value
 * (plus or minus money the player adds or takes). tickets.edited_from names the ticket a bet replaced,
 * so both tickets tell the story (the old one closed by a cash-out, the new one open); unique, since a
 * ticket can be replaced once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tickets add column edited_from bigint references tickets(id);
    create unique index tickets_edited_from on tickets (edited_from) where edited_from is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index tickets_edited_from;
    alter table tickets drop column edited_from;
  `.execute(db);
}
