import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { generateCatalogue } from './catalogue';
import { ensureJackpotPools } from './jackpots';

/** Rows per insert: 16 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 1000;

/**
 * Games appended to the catalogue after a database was seeded (issue 24: keno) go in too, found by their
 * provider key. Their ids are the sequence's: an id the catalogue gives them may already be a game the
 * back office added.
 */
async function ensureAppendedGames(db: Db): Promise<void> {
  const appended = generateCatalogue().filter((game) => game.engine === 'keno');
  const present = await db.selectFrom('casino_games').select('provider_game_key').where('engine', '=', 'keno').execute();
  const missing = appended.filter((game) => !present.some((row) => row.provider_game_key === game.provider_game_key));
  if (missing.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('casino_games').values(missing).onConflict((oc) => oc.doNothing()).execute();
    await sql`update casino_catalogue set version = version + 1`.execute(trx);
  });
}

/**
 * The providers' catalogue and the jackpot pools, on every start (not only with demo data: they are
 * what the providers offer, not demo accounts). The catalogue goes in once, in a few multi-row inserts,
 * so a fresh database is ready in well under a second; a started database only checks.
 */
export async function ensureCasinoData(db: Db): Promise<void> {
  const present = await sql<{ found: boolean }>`select exists (select 1 from casino_games) as found`.execute(db);
  if (!present.rows[0]?.found) {
    const games = generateCatalogue();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < games.length; start += BATCH) {
        await trx
          .insertInto('casino_games')
          .values(
            games.slice(start, start + BATCH).map((game, i) => ({ id: start + i + 1, ...game })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      // Ids were given (the same game has the same id everywhere): the sequence continues after them.
      await sql`select setval(pg_get_serial_sequence('casino_games', 'id'), (select max(id) from casino_games))`.execute(trx);
      // A process that read the empty catalogue before this must load it again.
      await sql`update casino_catalogue set version = version + 1`.execute(trx);
    });
  } else await ensureAppendedGames(db);
  await ensureJackpotPools(db);
}
