import { sql, type Kysely } from 'kysely';

/**
 * Casino (issue 7). The catalogue of the game providers' games, the game sessions a launch opens, the
 * seamless-wallet calls the providers' game servers make (each one a row, unique per provider
 * transaction id: that constraint is what makes a retried or concurrent call move money once), the
 * progressive jackpot pools and their wins, and the launch failures stored per game (seed 002 §3).
 * Money stays in the ledger (0001); these rows name the ledger transaction they caused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- kind: slot, table (roulette, blackjack), live, virtual; engine: the game server that plays it.
    -- excluded: the one game that is "not working" (seed 002 §9): absent from lists, refused at launch.
    create table casino_games (
      id serial primary key,
      provider text not null,
      provider_game_key text not null,
      slug text not null unique,
      title text not null,
      kind text not null check (kind in ('slot', 'table', 'live', 'virtual')),
      engine text not null check (engine in ('slot', 'roulette', 'blackjack')),
      variant text not null,
      -- SoftSwiss is an aggregator: its games name the studio behind them (its gameProvider code).
      studio text,
      categories text[] not null default '{}',
      -- Currencies the game plays in; any other falls back to EUR (seed 000).
      currencies text[] not null,
      -- 1 is the most played.
      popularity integer not null,
      has_demo boolean not null,
      rtp_bp integer not null check (rtp_bp between 0 and 10000),
      excluded boolean not null default false,
      jackpot boolean not null default false,
      released_at date not null,
      updated_at timestamptz not null default now(),
      constraint casino_games_provider_key unique (provider, provider_game_key)
    );
    create index casino_games_kind_idx on casino_games (kind, popularity, id);

    -- Each process keeps the catalogue in memory and reloads it when count or updated_at moves.
    create function casino_games_touch() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end $$;
    create trigger casino_games_touch before update on casino_games for each row execute function casino_games_touch();

    -- token: the game server's bearer (32 random bytes, hex). A demo session may be anonymous.
    create table casino_sessions (
      id bigserial primary key,
      token text not null unique,
      user_id bigint references users(id),
      game_id integer not null references casino_games(id),
      provider text not null,
      mode text not null check (mode in ('real', 'demo')),
      currency text not null,
      language text not null,
      mobile boolean not null default false,
      created_at timestamptz not null default now(),
      -- Renewed by every bet; checked on bets only (a round in flight still settles).
      expires_at timestamptz not null,
      ended_at timestamptz,
      constraint casino_sessions_real_player check (mode = 'demo' or user_id is not null)
    );
    create index casino_sessions_user_idx on casino_sessions (user_id, created_at desc);

    -- A rollback carries its own transaction id and names the bet in reference_tx_id. A rollback of a
    -- bet never seen leaves a tombstone under the bet's id, so that bet is refused if it arrives later.
    create table casino_wallet_transactions (
      id bigserial primary key,
      provider text not null,
      provider_tx_id text not null,
      kind text not null check (kind in ('bet', 'win', 'rollback')),
      session_id bigint not null references casino_sessions(id),
      user_id bigint not null references users(id),
      game_id integer not null references casino_games(id),
      round_id text not null,
      amount bigint not null check (amount >= 0),
      currency text not null,
      reference_tx_id text,
      ledger_transaction_id bigint references ledger_transactions(id),
      balance_after bigint,
      rolled_back boolean not null default false,
      tombstone boolean not null default false,
      created_at timestamptz not null default now(),
      constraint casino_wallet_transactions_provider_tx unique (provider, provider_tx_id)
    );
    create index casino_wallet_round_idx on casino_wallet_transactions (provider, round_id);
    create index casino_wallet_user_idx on casino_wallet_transactions (user_id, id desc);

    -- What the player saw when a launch failed; the game list answers the latest per game (seed 002 §3).
    create table casino_launch_failures (
      id bigserial primary key,
      game_id integer not null references casino_games(id),
      user_id bigint references users(id),
      code text not null,
      message text not null,
      at timestamptz not null default now()
    );
    create index casino_launch_failures_idx on casino_launch_failures (user_id, game_id, at desc);

    -- amount: what a win pays now. The ledger's house:jackpot account holds exactly the sum of the
    -- pools of its currency: seeds come in from house:casino, contributions from stakes.
    create table jackpot_pools (
      id serial primary key,
      code text not null check (code in ('mini', 'minor', 'major', 'grand')),
      name text not null,
      currency text not null,
      amount bigint not null check (amount >= 0),
      seed_amount bigint not null check (seed_amount > 0),
      -- Parts per million of every real stake, and the chance per real bet of a win.
      contribution_ppm integer not null check (contribution_ppm between 0 and 1000000),
      trigger_ppm integer not null check (trigger_ppm between 0 and 1000000),
      -- An operator forced the next real bet in this currency to win (e2e, demos).
      force_next boolean not null default false,
      -- Wins so far: names each reseeding's ledger movement.
      wins integer not null default 0,
      updated_at timestamptz not null default now(),
      constraint jackpot_pools_code_currency unique (code, currency)
    );

    create table jackpot_wins (
      id bigserial primary key,
      pool_id integer not null references jackpot_pools(id),
      user_id bigint not null references users(id),
      game_id integer references casino_games(id),
      wallet_transaction_id bigint references casino_wallet_transactions(id),
      ledger_transaction_id bigint references ledger_transactions(id),
      amount bigint not null check (amount > 0),
      currency text not null,
      won_at timestamptz not null default now()
    );
    create index jackpot_wins_user_idx on jackpot_wins (user_id, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table jackpot_wins; drop table jackpot_pools; drop table casino_launch_failures;
    drop table casino_wallet_transactions; drop table casino_sessions; drop table casino_games;
    drop function casino_games_touch();
  `.execute(db);
}
