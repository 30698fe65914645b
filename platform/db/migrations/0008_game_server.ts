import { sql, type Kysely } from 'kysely';

/**
 * The game server (issue 7, platform/casino/gameserver): its rounds and the play money of demo
 * sessions. Real money never lives here: a real round's stakes and wins go through the seamless wallet
 * (0007), named by the transaction ids a round stores, so a retried play re-sends the same ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- One row per round. state: the engine's state (a slot's window, a wheel's pocket, a blackjack
    -- shoe and hands). pending: the wallet calls the round still has to make, written BEFORE any is
    -- made (a write-ahead log: whoever finds a round with pending calls makes them again, and the
    -- wallet's idempotency on the transaction id makes that safe). previous_state: what a refused
    -- mid-round bet (a double, a split) returns the round to. requests: the client's request ids
    -- already applied, so a retried action is answered, never applied twice (request_id: the one that
    -- opened the round, unique per session, so a retried spin or deal finds its round).
    -- status: open (being played or paid), closed, refused (its opening bet was), rolled_back (it
    -- could not be paid, its stakes were given back).
    create table game_rounds (
      id bigserial primary key,
      round_id text not null unique,
      session_id bigint not null references casino_sessions(id),
      request_id text not null,
      engine text not null check (engine in ('slot', 'roulette', 'blackjack')),
      mode text not null check (mode in ('real', 'demo')),
      currency text not null,
      -- The opening stake (a blackjack double or split stakes it again), minor units.
      stake bigint not null check (stake > 0),
      -- What the wallet has taken (confirmed bets) and paid (null until the round is paid).
      staked bigint not null default 0,
      won bigint,
      status text not null check (status in ('open', 'closed', 'refused', 'rolled_back')),
      state jsonb not null,
      previous_state jsonb,
      pending jsonb,
      requests text[] not null default '{}',
      version integer not null default 0,
      balance_after bigint,
      error_code text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint game_rounds_request unique (session_id, request_id)
    );
    create index game_rounds_session_idx on game_rounds (session_id, id desc);
    create index game_rounds_unfinished_idx on game_rounds (session_id) where status = 'open';

    -- Play money of a demo session (seed: 1,000.00 of its currency), created at first sight.
    -- renewed_at: the last stake, which keeps the session alive as a real bet renews a real one.
    create table game_demo_wallets (
      session_id bigint primary key references casino_sessions(id),
      currency text not null,
      balance bigint not null check (balance >= 0),
      renewed_at timestamptz not null default now()
    );

    -- The demo wallet's calls, idempotent on (session, transaction id) like the real wallet's.
    create table game_demo_transactions (
      session_id bigint not null references casino_sessions(id),
      transaction_id text not null,
      kind text not null check (kind in ('bet', 'win', 'rollback')),
      round_id text not null,
      amount bigint not null check (amount >= 0),
      balance_after bigint not null,
      created_at timestamptz not null default now(),
      primary key (session_id, transaction_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table game_demo_transactions; drop table game_demo_wallets; drop table game_rounds;`.execute(db);
}
