import { sql, type Kysely } from 'kysely';

/**
 * Marketing (issue 18). Bonus campaigns: a bonus code the back office creates and runs. The catalogue's
 * rows (0004) become campaigns by gaining a window (starts_at, ends_at: null is open-ended), a pause, a
 * cap on claims in total (a player claims a code once already: user_bonuses_once), and a title the
 * marketing member writes (the seeded codes keep their translated titles, so title stays null for them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bonuses
      add column title text,
      add column starts_at timestamptz,
      add column ends_at timestamptz,
      add column paused_at timestamptz,
      add column max_claims integer check (max_claims > 0),
      add constraint bonuses_window check (ends_at is null or starts_at is null or ends_at > starts_at);
    create unique index bonuses_code_upper_idx on bonuses (upper(code));

    -- A private message sent to a segment of players: its idempotency key makes a retried send answer the
    -- first one (same message, same recipients) instead of sending again.
    create table segment_messages (
      id bigserial primary key,
      idempotency_key text not null unique,
      staff_id bigint,
      segment jsonb not null,
      subject text not null,
      body text not null,
      message_id bigint not null references messages(id),
      recipients integer not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
