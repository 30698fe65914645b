import { sql, type Kysely } from 'kysely';

/**
 * Leases for background work that one process at a time must do (issue 16 §5): the feed, settlement, mail,
 * jackpot announcements, round sweeps. A row per job names its holder and when the lease lapses; a process
 * takes a lapsed or free lease, renews its own, and another takes over once a holder stops renewing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table leases (name text primary key, holder text not null, expires_at timestamptz not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table leases`.execute(db);
}
