import { sql, type Kysely } from 'kysely';

/**
 * Cashier and bonuses (issue 6). Money itself stays in the ledger (0001): these
 * tables hold the business records around it (a deposit waiting for its
 * provider, a withdrawal waiting for the operator, a bonus being wagered) and
 * the unique keys that make retried requests and provider callbacks harmless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Every cashier operation a player sees in the transaction history.
    -- statement_type: 1 deposit, 2 withdrawal, 3 cashback, 4 bonus released.
    -- status: the 17 transaction statuses of seed 001 §4 (platform/cashier/statuses.ts).
    create table cashier_transactions (
      id bigserial primary key,
      user_id bigint not null references users(id),
      statement_type smallint not null check (statement_type between 1 and 4),
      method text,
      provider text,
      currency text not null,
      amount bigint not null check (amount > 0),
      status smallint not null check (status between 0 and 16),
      reason text,
      -- A bank-transfer deposit's reference number: the player writes it on the transfer.
      reference text unique,
      -- The provider's own id of the payment: a callback repeated with it changes nothing.
      provider_tx_id text,
      -- The client's Idempotency-Key and a hash of what it asked: a retried request answers the same.
      request_key text,
      request_hash text,
      bonus_code text,
      return_url text,
      details jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      completed_at timestamptz,
      constraint cashier_transactions_provider_tx_key unique (provider, provider_tx_id),
      constraint cashier_transactions_request_key unique (user_id, request_key)
    );
    create index cashier_transactions_user_idx on cashier_transactions (user_id, created_at desc, id desc);
    create index cashier_transactions_pending_idx on cashier_transactions (statement_type, id) where status = 1;

    -- One deposit address per player and chain, derived (HMAC) and kept so it never changes.
    create table cashier_crypto_addresses (
      user_id bigint not null references users(id),
      blockchain text not null,
      address text not null unique,
      created_at timestamptz not null default now(),
      primary key (user_id, blockchain)
    );

    -- Prepaid vouchers created by an operator; each redeems once.
    create table cashier_vouchers (
      code text primary key,
      currency text not null,
      amount bigint not null check (amount > 0),
      created_at timestamptz not null default now(),
      redeemed_by bigint references users(id),
      redeemed_at timestamptz,
      transaction_id bigint references cashier_transactions(id)
    );

    -- The bonus catalogue. Amounts per currency in major units, e.g. {"EUR": "1200.00"}:
    -- the cap of a deposit bonus, the value of a free bet, the value of one free spin.
    create table bonuses (
      id serial primary key,
      code text not null unique,
      kind text not null check (kind in ('deposit', 'free_spins', 'free_bet', 'cashback')),
      product text not null check (product in ('any', 'casino', 'sportsbook')),
      personal boolean not null default false,
      percent integer not null default 0 check (percent between 0 and 1000),
      amounts jsonb not null default '{}',
      spins integer not null default 0,
      wagering_multiplier integer not null default 0,
      requires_deposit boolean not null default false,
      first_deposit_only boolean not null default false,
      valid_days integer not null default 30,
      active boolean not null default true,
      created_at timestamptz not null default now()
    );

    -- A bonus of one player. status: 0 undefined, 1 appended, 2 active, 3 canceled, 4 completed.
    create table user_bonuses (
      id bigserial primary key,
      user_id bigint not null references users(id),
      bonus_id integer not null references bonuses(id),
      status smallint not null check (status between 0 and 4),
      currency text not null,
      amount bigint not null default 0 check (amount >= 0),
      spins integer not null default 0,
      wagering_required bigint not null default 0,
      wagered bigint not null default 0,
      -- A deposit carries at most one bonus.
      deposit_id bigint unique references cashier_transactions(id),
      created_at timestamptz not null default now(),
      activated_at timestamptz,
      finished_at timestamptz,
      expires_at timestamptz,
      constraint user_bonuses_once unique (user_id, bonus_id)
    );
    create index user_bonuses_active_idx on user_bonuses (user_id) where status = 2;

    -- Weekly cashback paid, once per player, week and currency.
    create table bonus_cashback_payments (
      user_id bigint not null references users(id),
      week_start date not null,
      currency text not null,
      net_loss bigint not null,
      amount bigint not null,
      created_at timestamptz not null default now(),
      primary key (user_id, week_start, currency)
    );

    -- The demo catalogue (issue 6): seed 000 §1 and seed 001 §9 marketing claims.
    insert into bonuses (code, kind, product, personal, percent, amounts, spins, wagering_multiplier, requires_deposit, first_deposit_only, valid_days) values
      ('WELCOME100', 'deposit', 'any', false, 100, '{"EUR": "1200.00", "USD": "1200.00", "CAD": "1800.00", "SEK": "12000.00"}', 0, 10, true, true, 30),
      ('FREESPINS50', 'free_spins', 'casino', false, 0, '{"EUR": "0.20", "USD": "0.20", "CAD": "0.30", "SEK": "2.00"}', 50, 0, true, false, 7),
      ('FREEBET10', 'free_bet', 'sportsbook', false, 0, '{"EUR": "10.00", "USD": "10.00", "CAD": "15.00", "SEK": "100.00"}', 0, 0, false, false, 7),
      ('CASHBACK8', 'cashback', 'any', false, 8, '{}', 0, 0, false, false, 365),
      ('VIPRELOAD50', 'deposit', 'any', true, 50, '{"EUR": "500.00", "USD": "500.00", "CAD": "750.00", "SEK": "5000.00"}', 0, 5, true, false, 14);
  `.execute(db);
}
