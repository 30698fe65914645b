import { sql, type Kysely } from 'kysely';

/**
 * The casino lobby in the back office (issue 18): a game is retired (it leaves every list and search for
 * good, but history still names it), a provider is switched off and on (its games leave the lobby while
 * it is off), and every change bumps one catalogue version in the same transaction, which each process's
 * in-memory catalogue (platform/casino/games.ts) compares on every read, so a change is seen by every
 * process at once. Marking a game not working reuses casino_games.excluded (0007).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table casino_games add column retired_at timestamptz;

    -- A provider is on unless a row here says otherwise: the providers themselves are code (providers.ts).
    create table casino_providers (
      code text primary key,
      enabled boolean not null,
      updated_at timestamptz not null default now()
    );

    -- One row: bumped by every change of the catalogue (a game added, retired, marked, a provider switched).
    create table casino_catalogue (
      id boolean primary key default true check (id),
      version bigint not null
    );
    insert into casino_catalogue (version) values (0);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table casino_catalogue;
    drop table casino_providers;
    alter table casino_games drop column retired_at;
  `.execute(db);
}
