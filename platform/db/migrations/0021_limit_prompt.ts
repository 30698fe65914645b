import { sql, type Kysely } from 'kysely';

/**
 * The deposit-limit prompt (issue 17) a player skipped: remembered per account, so the prompt shown at
 * registration and before the first deposit does not ask again on every visit or device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rg_settings add column limit_prompt_skipped_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rg_settings drop column limit_prompt_skipped_at`.execute(db);
}
