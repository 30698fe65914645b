/** The outbox as the event stream reads it. */
import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * The next rows after cursor, every topic (a gap can only be seen in the whole sequence); the payload
 * only of the topics asked for, undefined for the others. stale: inserted more than staleAfterMs ago, by the
 * database's clock.
 */
export async function readAfter(db: Db, cursor: bigint, topics: string[] | null, options: { limit: number; staleAfterMs: number }) {
  const rows = await db
    .selectFrom('outbox_events')
    .select(['id', 'topic', sql<boolean>`created_at <= clock_timestamp() - make_interval(secs => ${options.staleAfterMs / 1000}::float8)`.as('stale')])
    .select((eb) => (topics === null ? eb.ref('payload').as('payload') : eb.case().when('topic', 'in', topics).then(eb.ref('payload')).end().as('payload')))
    .where('id', '>', cursor)
    .orderBy('id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ ...row, payload: topics === null || topics.includes(row.topic) ? row.payload : undefined }));
}

/** The newest event's id (0 before the first): where a stream without Last-Event-ID starts. */
export async function latestEventId(db: Db): Promise<bigint> {
  const result = await sql<{ id: bigint | null }>`select max(id) as id from outbox_events`.execute(db);
  return result.rows[0]?.id ?? 0n;
}
