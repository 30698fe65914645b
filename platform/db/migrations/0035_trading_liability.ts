import { sql, type Kysely } from 'kysely';

/**
 * The liability book (issue 19): per outcome (an odd id) and currency, what the book pays if it wins
 * (platform/trading/exposure.ts says what that means for a multi-leg ticket), the stakes it keeps
 * otherwise and how many open tickets make it up. It is kept in the same transaction as every ticket
 * change that alters it (platform/trading/book.ts), never recomputed on read: the trading screen reads
 * it as it is. Rows that fall back to zero are deleted, so the table holds only what is at risk now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trading_liability (
      odd_id bigint not null,
      currency text not null,
      match_id integer not null,
      market_key text not null,
      payout bigint not null,
      stakes bigint not null,
      tickets integer not null,
      updated_at timestamptz not null default now(),
      primary key (odd_id, currency)
    );
    create index trading_liability_match_idx on trading_liability (match_id);

    -- A trader's limits on one market, counted on its liability in one currency: a placement that would
    -- take an outcome's payout above max_liability is refused; the one that takes it to auto_suspend_at
    -- or beyond is accepted and suspends the market (suspended_at) until a trader reopens it. The row is
    -- what a placement on a limited market locks, so two placements cannot both pass the limit.
    create table trading_market_limits (
      match_id integer not null,
      market_key text not null,
      currency text not null,
      max_liability bigint check (max_liability > 0),
      auto_suspend_at bigint check (auto_suspend_at > 0),
      suspended_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (match_id, market_key)
    );
    create index trading_market_limits_suspended_idx on trading_market_limits (match_id) where suspended_at is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table trading_market_limits; drop table trading_liability`.execute(db);
}
