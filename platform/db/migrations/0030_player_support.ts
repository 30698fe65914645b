import { sql, type Kysely } from 'kysely';

/**
 * Player support in the back office (issue 18, Players).
 *
 * - player_notes: what staff write about a player (append-only: a note is corrected by another note).
 * - player_tags: the fixed tags (rules/player-tags.ts) a player carries; one row per tag, so tagging twice
 *   is one tag.
 * - player_message_keys: the idempotency key of each private message staff send, unique, so a retried
 *   send finds the message it already sent instead of sending it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table player_notes (
      id bigserial primary key,
      user_id bigint not null references users(id),
      staff_id bigint not null references staff(id),
      body text not null,
      created_at timestamptz not null default now()
    );
    create index player_notes_user_idx on player_notes (user_id, id desc);

    create table player_tags (
      user_id bigint not null references users(id),
      tag text not null,
      created_at timestamptz not null default now(),
      primary key (user_id, tag)
    );

    create table player_message_keys (
      idempotency_key text primary key,
      user_id bigint not null references users(id),
      message_id bigint references messages(id),
      created_at timestamptz not null default now()
    );

    create index sessions_ip_idx on sessions (ip);
    create index login_attempts_ip_idx on login_attempts (ip) where success;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index login_attempts_ip_idx; drop index sessions_ip_idx;
    drop table player_message_keys; drop table player_tags; drop table player_notes;
  `.execute(db);
}
