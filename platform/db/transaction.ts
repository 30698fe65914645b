import { sql, type Transaction } from 'kysely';
import type { Db } from './connection';
import type { DB } from './schema';

export interface DomainEvent {
  /** e.g. "balance.changed", "release.published" */
  topic: string;
  payload: Record<string, unknown>;
}

export interface Tx {
  trx: Transaction<DB>;
  /** Queue an outbox event; it is written only if the transaction commits. */
  emit(event: DomainEvent): void;
}

/** Serializable conflicts and deadlocks are safe to retry: nothing was committed. */
const RETRYABLE = new Set(['40001', '40P01']);
const OUTBOX_LOCK = 7_340_001;

/**
 * Runs fn in one database transaction, writes the events it emitted to the
 * outbox, and commits. The outbox rows are written last, under a transaction-scoped
 * advisory lock, so outbox ids are handed out in commit order: a consumer that has
 * seen id N can never later miss an id below N (the classic outbox gap).
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const events: DomainEvent[] = [];
        const result = await fn({ trx, emit: (event) => events.push(event) });
        if (events.length > 0) await appendToOutbox(trx, events);
        return result;
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

async function appendToOutbox(trx: Transaction<DB>, events: DomainEvent[]): Promise<void> {
  await sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`.execute(trx);
  await trx
    .insertInto('outbox_events')
    .values(events.map((event) => ({ topic: event.topic, payload: JSON.stringify(event.payload) })))
    .execute();
  await sql`select pg_notify('outbox', '')`.execute(trx);
}
