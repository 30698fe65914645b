import { sql, type Kysely } from 'kysely';

/**
 * The live chat (issue 18): one conversation per visitor, the messages both ways.
 *
 * - chat_conversations: the visitor is known by a secret the gateway keeps in an httpOnly cookie; only
 *   its SHA-256 is stored, so a database read cannot speak as a visitor. user_id links a signed-in
 *   player's conversation to the account (their history in the back office). last_visitor_at and
 *   last_staff_at say whether the newest word is the visitor's (unanswered).
 * - chat_messages: text only, persisted; author_staff_id names who answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_conversations (
      id bigserial primary key,
      token_hash text not null unique,
      user_id bigint references users(id),
      created_at timestamptz not null default now(),
      last_activity_at timestamptz not null default now(),
      last_visitor_at timestamptz,
      last_staff_at timestamptz
    );
    create index chat_conversations_activity_idx on chat_conversations (last_activity_at desc);
    create index chat_conversations_user_idx on chat_conversations (user_id) where user_id is not null;

    create table chat_messages (
      id bigserial primary key,
      conversation_id bigint not null references chat_conversations(id),
      author text not null check (author in ('visitor', 'staff')),
      author_staff_id bigint references staff(id),
      body text not null,
      created_at timestamptz not null default now()
    );
    create index chat_messages_conversation_idx on chat_messages (conversation_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat_messages; drop table chat_conversations;`.execute(db);
}
