import { sql, type Kysely } from 'kysely';

/**
 * Sign-in lockouts (issue 14 §8). One row per counted key: the pair of an address and a username typed
 * ("pair:<ip>:<name>") and the username alone ("account:<name>"). A row is read and written by a single
 * INSERT … ON CONFLICT … RETURNING, so concurrent attempts never see the same count. `locks` counts the
 * locks of the last day for the exponential back-off; `username` (lowercase) lets a completed password
 * reset clear every row of an account at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_failures (
      key text primary key,
      username text not null,
      failures integer not null,
      locked_until timestamptz,
      locks integer not null default 0,
      updated_at timestamptz not null default now()
    );
    create index sign_in_failures_username_idx on sign_in_failures (username);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sign_in_failures;`.execute(db);
}
