import { sql, type Kysely } from 'kysely';

/**
 * The trading desk's controls (issue 19): suspensions of a whole sport, a match or one market, and a max
 * stake per market, each naming the trader who set it, when and why.
 *
 * A suspension is applied to the stored book itself (matches.book), so every reader (pages, the odds
 * subscription, the slip, placement, cash-out) sees the same state; `feed_book` keeps the feed's own book
 * underneath while any control touches the match, so reopening returns exactly to what the feed says.
 * It is null for a match without controls (the book is then the feed's): no second copy of every book.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table matches add column feed_book jsonb;
    create table trading_suspensions (
      id bigserial primary key,
      scope text not null check (scope in ('sport', 'match', 'market')),
      sport_id integer not null references sports(id),
      match_id bigint references matches(id),
      market_id bigint,
      staff_id bigint not null references staff(id),
      reason text not null,
      created_at timestamptz not null default now(),
      check ((scope = 'sport') = (match_id is null)),
      check ((scope = 'market') = (market_id is not null))
    );
    -- One suspension per thing: suspending twice is a no-op, not a second row to release.
    create unique index trading_suspensions_target_idx on trading_suspensions (scope, sport_id, coalesce(match_id, 0), coalesce(market_id, 0));
    create index trading_suspensions_match_idx on trading_suspensions (match_id);
    create table trading_market_stakes (
      market_id bigint not null,
      currency text not null,
      match_id bigint not null references matches(id),
      max_stake bigint not null check (max_stake > 0),
      staff_id bigint not null references staff(id),
      reason text not null,
      created_at timestamptz not null default now(),
      primary key (market_id, currency)
    );
    create index trading_market_stakes_match_idx on trading_market_stakes (match_id);
    -- A trader's prices of a market, per outcome key. 'fixed' keeps them until released; 'offset' keeps
    -- their distance from the feed's prices at the time (base) and moves with the feed.
    create table trading_price_overrides (
      market_id bigint primary key,
      match_id bigint not null references matches(id),
      mode text not null check (mode in ('fixed', 'offset')),
      prices jsonb not null,
      base jsonb not null,
      staff_id bigint not null references staff(id),
      reason text not null,
      created_at timestamptz not null default now()
    );
    create index trading_price_overrides_match_idx on trading_price_overrides (match_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table trading_price_overrides;
    drop table trading_market_stakes;
    drop table trading_suspensions;
    alter table matches drop column feed_book;
  `.execute(db);
}
