import { sql, type Kysely } from 'kysely';

/**
 * A result correction may carry the corrected final score (issue 19): teaser legs settle from the score,
 * not from the outcome results, so correcting them means correcting the score. The row keeps what the
 * trader entered; null when the correction named only outcome results.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table result_corrections add column score jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table result_corrections drop column score`.execute(db);
}
