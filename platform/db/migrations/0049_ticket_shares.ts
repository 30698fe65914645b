import { sql, type Kysely } from 'kysely';

/**
 * Bet sharing (issue 23): a ticket's owner shares its selections under a code (share.ts).
 * - code: 16 random bytes, base64url (22 characters): not derived from the ticket or the account, so
 *   it cannot be guessed from a ticket id nor walked; one code per ticket (sharing again keeps it).
 * - show_stake: whether the link shows the stake; by default it does not (the owner chooses).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ticket_shares (
      code text primary key check (code ~ '^[A-Za-z0-9_-]{22}$'),
      ticket_id bigint not null unique references tickets(id),
      show_stake boolean not null default false,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ticket_shares`.execute(db);
}
