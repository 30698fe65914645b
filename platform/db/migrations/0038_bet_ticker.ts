import { sql, type Kysely } from 'kysely';

/**
 * The bet ticker (issue 19): one row per accepted ticket, written in the transaction that accepts it, with
 * the flags the rule (rules/trading/ticker-flags.ts) gave it then. Stored, not recomputed on reading: a late
 * live bet is judged on the match clock at acceptance, which no later query can see again. The facts the
 * filter reads are columns; the row the trader sees is `entry`, exactly as the event carried it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ticker_entries (
      ticket_id bigint primary key references tickets(id),
      accepted_at timestamptz not null default now(),
      user_id bigint not null references users(id),
      stake bigint not null,
      live boolean not null,
      flags text[] not null,
      match_ids integer[] not null,
      sport_ids integer[] not null,
      entry jsonb not null
    );
    create index ticker_entries_accepted_idx on ticker_entries (accepted_at desc, ticket_id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ticker_entries`.execute(db);
}
