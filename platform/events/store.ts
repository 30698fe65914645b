/**
 * The outbox as the event stream reads it, in transaction-visibility order (issue 21, migration 0019).
 *
 * Ids come from a sequence as rows are inserted, without a lock, so id order is not commit order: a
 * transaction may commit id N long after N + 1 is visible, or roll back and leave N unused forever.
 * Delivering in id order would have to wait at every gap, or guess when a gap is a rollback and lose
 * an event committed after the guess. So the stream orders rows by (txid, id), where txid is the
 * writing transaction's id, and passes a row only when it is final: txid below HORIZON, the oldest
 * transaction of this database still running. Every transaction of ours below that has ended; no row
 * can ever appear before a final one. A late commit is delivered late, a rollback leaves nothing to
 * wait for, and nothing is skipped however long a transaction runs.
 *
 * The price: while a transaction of this database that holds a transaction id runs, rows of later
 * transactions wait for it (not only outbox writers: a long write anywhere in the database holds the
 * stream). The platform's transactions are short; a long one shows as the stream's lag (metrics.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * A place in the stream: after the row (txid, id); txid as PostgreSQL prints an xid8. The queries read
 * it as text under the same name, so they order by the qualified column: ORDER BY would take the
 * unqualified name for the text and sort '1000' before '999'.
 */
export interface Position {
  txid: string;
  id: bigint;
}

/**
 * The oldest transaction still running at the statement's snapshot, other databases' left out
 * (pg_snapshot_xmin would count them: transaction ids are the whole server's, and a long transaction
 * of another application, or of another test's database, would hold this stream). A transaction is
 * left out only while pg_stat_activity shows it running in another database: one that ended since the
 * snapshot, or whose backend the platform's role may not see (grant pg_read_all_stats to let it),
 * counts as ours, which only waits longer. The snapshot's xmax when none runs. One snapshot for the
 * whole statement, so it agrees with the rows the statement sees.
 */
const HORIZON = sql`(
  select coalesce(min(running), pg_snapshot_xmax(pg_current_snapshot()))
  from pg_snapshot_xip(pg_current_snapshot()) as running
  where running::xid not in (select backend_xid from pg_stat_activity where backend_xid is not null and datname is distinct from current_database())
)`;

/** Before every row. */
export const START: Position = { txid: '0', id: 0n };

/**
 * The next rows after `after` in delivery order, every topic (the position moves over all of them);
 * the payload only of the topics asked for, undefined for the others. final: deliverable now.
 */
export async function readAfter(db: Db, after: Position, topics: string[] | null, limit: number) {
  const rows = await db
    .selectFrom('outbox_events')
    .select(['id', 'topic', sql<string>`txid::text`.as('txid'), sql<boolean>`txid < ${HORIZON}`.as('final')])
    .select((eb) => (topics === null ? eb.ref('payload').as('payload') : eb.case().when('topic', 'in', topics).then(eb.ref('payload')).end().as('payload')))
    .where(sql<boolean>`(txid, id) > (${after.txid}::xid8, ${after.id})`)
    .orderBy(sql`outbox_events.txid`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, payload: topics === null || topics.includes(row.topic) ? row.payload : undefined }));
}

/**
 * Where a consumer that last received event `id` resumes: after that event's row. When the row is gone
 * (pruned: the consumer is further behind than the outbox keeps), its place is unknown; the stream
 * then starts before the earliest transaction that wrote a later id (or is still running), so no
 * later event is lost, at the cost of some the consumer may have had already.
 */
export async function positionAfter(db: Db, id: bigint): Promise<Position> {
  if (id === 0n) return START;
  const found = await sql<{ txid: string }>`select txid::text as txid from outbox_events where id = ${id}`.execute(db);
  if (found.rows[0]) return { txid: found.rows[0].txid, id };
  const earliest = await sql<{ txid: string }>`
    select least(
      (select min(txid) from outbox_events where id > ${id}),
      ${HORIZON}
    )::text as txid`.execute(db);
  // The position sorts just before (txid, 1): every row of that transaction is delivered.
  return { txid: earliest.rows[0]!.txid, id: 0n };
}

/**
 * Where a stream without Last-Event-ID starts (only new events): after the last final row, so an
 * event committed earlier is not replayed and one still on its way is not lost.
 */
export async function positionNow(db: Db): Promise<Position> {
  const last = await sql<{ txid: string; id: bigint }>`
    select txid::text as txid, id from outbox_events
    where txid < ${HORIZON}
    order by outbox_events.txid desc, id desc limit 1`.execute(db);
  return last.rows[0] ?? START;
}

/** The newest event's id (0 before the first): the stream's head, for the lag gauge. */
export async function latestEventId(db: Db): Promise<bigint> {
  const result = await sql<{ id: bigint | null }>`select max(id) as id from outbox_events`.execute(db);
  return result.rows[0]?.id ?? 0n;
}

/**
 * The newest writing transaction's id ('0' before the first event): it moves with every commit that
 * wrote events, also one whose ids are lower than events already visible (the notifier's poll).
 */
export async function latestTxid(db: Db): Promise<bigint> {
  const result = await sql<{ txid: string }>`select txid::text as txid from outbox_events order by outbox_events.txid desc limit 1`.execute(db);
  return BigInt(result.rows[0]?.txid ?? '0');
}
