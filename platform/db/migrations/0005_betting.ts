import { sql, type Kysely } from 'kysely';

/**
 * Betting (issue 5). A ticket is one bet a player placed; its items are the selections with the odds
 * they were accepted at. Money stays in the ledger (0001): the stake, a refund, each settlement and
 * its rollback, a cash-out are ledger movements whose idempotency keys name the ticket, so a ticket
 * can never be paid twice for the same step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The player's betting preferences and limits; a missing row means the defaults.
    -- odds_policy: 0 decline any change, 1 accept better odds, 2 accept any change (seed 002 §9).
    create table betting_settings (
      user_id bigint primary key references users(id),
      odds_policy smallint not null default 1 check (odds_policy between 0 and 2),
      -- Stake allowed per rolling 24 hours, minor units; null means the operator's default.
      daily_limit bigint check (daily_limit >= 0),
      updated_at timestamptz not null default now()
    );

    -- status: pending 0, accepted 1, declined 2, new offer 3, delayed 4, delayed cashout 5 (seed 002 §9).
    -- outcome: null while open; won, lost, refunded (every line void), cashed_out.
    create table tickets (
      id bigserial primary key,
      user_id bigint not null references users(id),
      bet_type text not null check (bet_type in ('single', 'combo', 'system', 'ifbet', 'reversebet', 'teaser')),
      status smallint not null check (status between 0 and 5),
      currency text not null,
      -- What the player paid: every line of a system, both if-bets of a reverse bet.
      stake bigint not null check (stake > 0),
      -- The stake of one line (a system) or one if-bet (a reverse bet); equals stake otherwise.
      unit_stake bigint not null check (unit_stake > 0),
      -- System sizes staked (k of "k of n"), e.g. {2,3}; empty for other types.
      system_sizes integer[] not null default '{}',
      teaser_id integer,
      ifbet_variant text not null default 'standard' check (ifbet_variant in ('standard', 'action')),
      odds_policy smallint not null check (odds_policy between 0 and 2),
      is_live boolean not null,
      free_bet_id bigint,
      -- Bet insurance: the premium paid on top of the stake; a combo lost by one leg returns the stake.
      insurance_premium bigint not null default 0 check (insurance_premium >= 0),
      accumulator_percent integer not null default 0,
      potential_return bigint not null,
      -- A trader's counter-offer (status 3): {"Stake": minor, "Odds": hundredths}.
      offer jsonb,
      decline_reason text,
      accept_at timestamptz,
      outcome text check (outcome in ('won', 'lost', 'refunded', 'cashed_out')),
      returned bigint,
      settlement_version integer not null default 0,
      cashout_amount bigint,
      request_key text,
      request_hash text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settled_at timestamptz,
      constraint tickets_request_key unique (user_id, request_key)
    );
    create index tickets_user_idx on tickets (user_id, created_at desc, id desc);
    create index tickets_delayed_idx on tickets (accept_at) where status in (4, 5);

    -- result: the ticket item results of seed 002 §9.
    create table ticket_items (
      ticket_id bigint not null references tickets(id),
      position smallint not null,
      odd_id bigint not null,
      match_id integer not null references matches(id),
      -- Hundredths of decimal odds: 1.85 → 185.
      odds integer not null check (odds >= 100),
      banker boolean not null default false,
      result text not null default 'pending'
        check (result in ('pending', 'cancelled', 'win', 'lost', 'refund', 'halfwin', 'halflose')),
      -- What the player saw, kept so history reads the same after the match is gone.
      market_key text not null,
      outcome_key text not null,
      market_type text not null,
      -- The market's line (a handicap or a total); a teaser leg holds its teased line.
      line double precision,
      match_name text not null,
      odd_title text not null,
      primary key (ticket_id, position)
    );
    create index ticket_items_match_idx on ticket_items (match_id) where result = 'pending';
    create index ticket_items_settled_match_idx on ticket_items (match_id, ticket_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ticket_items; drop table tickets; drop table betting_settings;`.execute(db);
}
