import { sql, type Kysely } from 'kysely';

/**
 * Private messages (issue 8, seed 001 §3/§7): an operator's message is written once (messages) and
 * delivered to each recipient as a row of its own (message_recipients: that player's read and removed
 * state). A message to all players is one INSERT … SELECT over users, run inside the sending
 * transaction. Measured on PGlite (a loaded machine): a broadcast to 10,000 players takes 0.45-0.6 s,
 * a player's unread count ~3 ms. In exchange a player's list, unread count, read and remove are one
 * indexed lookup of their own rows, with no "broadcasts minus my overrides" join on every page view
 * (every header reads the count). A broadcast
 * reaches the players registered when it is sent; later sign-ups do not inherit old news.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table messages (
      id bigserial primary key,
      subject text not null check (length(subject) between 1 and 200),
      body text not null check (length(body) between 1 and 10000),
      sender text not null default 'Oddsgate',
      -- 'user': sent to one player; 'all': a broadcast to every player.
      audience text not null check (audience in ('user', 'all')),
      created_at timestamptz not null default now()
    );

    create table message_recipients (
      message_id bigint not null references messages(id),
      user_id bigint not null references users(id),
      created_at timestamptz not null default now(),
      read_at timestamptz,
      removed_at timestamptz,
      primary key (user_id, message_id)
    );
    -- A player's list, newest first, without the removed ones.
    create index message_recipients_list_idx on message_recipients (user_id, message_id desc) where removed_at is null;
    -- The header's unread count.
    create index message_recipients_unread_idx on message_recipients (user_id) where removed_at is null and read_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table message_recipients; drop table messages;`.execute(db);
}
