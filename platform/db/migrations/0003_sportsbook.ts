import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sports (
      id integer primary key,
      feed_key text not null unique,
      original_name text not null,
      rank integer not null,
      -- Seed 002 §3: several sport types share a system; 66 is esports.
      sport_system_id integer not null
    );

    create table categories (
      id serial primary key,
      sport_id integer not null references sports(id),
      feed_key text not null,
      name text not null,
      country_code text,
      unique (sport_id, feed_key)
    );

    create table tournaments (
      id serial primary key,
      sport_id integer not null references sports(id),
      category_id integer not null references categories(id),
      feed_key text not null,
      name text not null,
      top boolean not null default false,
      unique (sport_id, feed_key)
    );

    -- One row per fixture: a match (type 1) or an outright (type 2). The book (markets with their odds
    -- and ids) is kept whole as JSON: the feed replaces it as one consistent moment, and a match page
    -- reads it in one row. The preview is the book's headline markets, for list pages.
    create table matches (
      id bigserial primary key,
      feed_key text not null unique,
      sport_id integer not null references sports(id),
      category_id integer not null references categories(id),
      tournament_id integer not null references tournaments(id),
      type smallint not null check (type in (1, 2)),
      name text not null,
      home_team_name text,
      away_team_name text,
      date_of_match timestamptz not null,
      streamed boolean not null default false,
      popularity integer not null default 0,
      status text not null default 'not_started'
        check (status in ('not_started', 'live', 'ended', 'cancelled', 'postponed')),
      period integer not null default 0,
      clock_seconds integer not null default 0,
      in_interval boolean not null default false,
      home_score integer not null default 0,
      away_score integer not null default 0,
      period_scores jsonb not null default '[]',
      bet_stop boolean not null default false,
      book jsonb not null default '[]',
      preview jsonb not null default '[]',
      markets_count integer not null default 0,
      outcomes_count integer not null default 0,
      -- Feed market/outcome key → our id, so an id never changes meaning while the match lives.
      odd_ids jsonb not null default '{}',
      settled jsonb,
      version integer not null default 0,
      updated_at timestamptz not null default now(),
      ended_at timestamptz
    );
    create index matches_status_idx on matches (status, date_of_match);
    create index matches_sport_idx on matches (sport_id, date_of_match);
    create index matches_tournament_idx on matches (tournament_id, date_of_match);
    create index matches_ended_idx on matches (ended_at) where ended_at is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table matches; drop table tournaments; drop table categories; drop table sports;`.execute(db);
}
