import { sql, type Kysely } from 'kysely';

/**
 * Keno (issue 24: the history's LottoHistory tab, seed 001 §2): a number draw played by our own game
 * server like slot, roulette and blackjack, so the games and their rounds may name the engine 'keno'.
 * Its tickets (picks, drawn numbers, hits) are rounds' state; nothing else changes shape.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table casino_games drop constraint casino_games_engine_check;
    alter table casino_games add constraint casino_games_engine_check check (engine in ('slot', 'roulette', 'blackjack', 'keno'));
    alter table game_rounds drop constraint game_rounds_engine_check;
    alter table game_rounds add constraint game_rounds_engine_check check (engine in ('slot', 'roulette', 'blackjack', 'keno'));
    -- The lotto history lists a player's keno tickets, newest first, per session.
    create index game_rounds_keno_idx on game_rounds (session_id, id desc) where engine = 'keno';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index game_rounds_keno_idx;
    delete from game_demo_transactions where round_id in (select round_id from game_rounds where engine = 'keno');
    delete from game_rounds where engine = 'keno';
    delete from casino_games where engine = 'keno';
    alter table casino_games drop constraint casino_games_engine_check;
    alter table casino_games add constraint casino_games_engine_check check (engine in ('slot', 'roulette', 'blackjack'));
    alter table game_rounds drop constraint game_rounds_engine_check;
    alter table game_rounds add constraint game_rounds_engine_check check (engine in ('slot', 'roulette', 'blackjack'));
  `.execute(db);
}
