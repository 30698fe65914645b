import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table app_release (
      id serial primary key,
      hash text not null,
      published_at timestamptz not null default now()
    );

    -- Domain events written in the same transaction as the change they describe,
    -- streamed in id order by GET /api/events (ARCHITECTURE rule 3).
    create table outbox_events (
      id bigserial primary key,
      topic text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );

    create table users (
      id bigserial primary key,
      username text not null,
      email text not null,
      password_hash text not null,
      account_type smallint not null default 0 check (account_type between 0 and 4),
      currency text not null,
      country_code text not null,
      parent_id bigint references users(id),
      locked boolean not null default false,
      created_at timestamptz not null default now()
    );
    create unique index users_username_key on users (lower(username));
    create unique index users_email_key on users (lower(email));
    create index users_parent_idx on users (parent_id);

    -- Double-entry ledger. balance caches the sum of the account's lines so that
    -- "no balance below zero" is a row-level CHECK the database enforces under
    -- concurrency; tests prove cache and lines agree.
    create table ledger_accounts (
      id bigserial primary key,
      user_id bigint references users(id),
      code text not null,
      currency text not null,
      balance bigint not null default 0,
      allow_negative boolean not null,
      constraint ledger_accounts_no_overdraft check (allow_negative or balance >= 0),
      constraint ledger_accounts_owner_key unique nulls not distinct (user_id, code, currency)
    );

    create table ledger_transactions (
      id bigserial primary key,
      idempotency_key text not null unique,
      kind text not null,
      request_hash text not null,
      reference text,
      created_at timestamptz not null default now()
    );

    create table ledger_lines (
      id bigserial primary key,
      transaction_id bigint not null references ledger_transactions(id),
      account_id bigint not null references ledger_accounts(id),
      amount bigint not null check (amount <> 0)
    );
    create index ledger_lines_transaction_idx on ledger_lines (transaction_id);
    create index ledger_lines_account_idx on ledger_lines (account_id);

    -- The database itself refuses an unbalanced transaction: checked at commit,
    -- once all of its lines are written.
    create function ledger_assert_balanced() returns trigger language plpgsql as $$
    declare total numeric;
    begin
      select coalesce(sum(amount), 0) into total from ledger_lines where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'ledger transaction % is unbalanced by %', new.transaction_id, total
          using errcode = '23514';
      end if;
      return null;
    end $$;
    create constraint trigger ledger_lines_balanced after insert on ledger_lines
      deferrable initially deferred for each row execute function ledger_assert_balanced();
  `.execute(db);
}
