import { sql, type Kysely } from 'kysely';

/**
 * The live state past score and clock (issue 22 item 10): soccer's added time, tennis's points and
 * server, baseball's half-inning and outs, as the feed's MatchState.detail sends it. One JSON column:
 * each sport carries a different few fields, and they are read and written whole with the state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table matches add column live_detail jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table matches drop column live_detail`.execute(db);
}
