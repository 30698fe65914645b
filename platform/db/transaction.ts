import { EventEmitter } from 'node:events';
import type { Transaction } from 'kysely';
import { type OutboxEvent, validEvent } from '../events/catalogue';
import type { Db } from './connection';
import type { DB } from './schema';
import { log } from '../log';

/** An outbox event: a topic of the catalogue (events/catalogue.ts) with its payload. */
export type DomainEvent = OutboxEvent;

export interface Tx {
  trx: Transaction<DB>;
  /**
   * Queue an outbox event; it is written only if the transaction commits. A payload its topic's schema
   * refuses throws here, so the transaction that wrote it rolls back.
   */
  emit(event: DomainEvent): void;
  /** Run callback once the transaction has committed (never after a rollback, nor twice on a retry). */
  afterCommit(callback: () => void): void;
  /**
   * This process's memory of facts about this database that never change once committed (a house
   * account's id). Write to it only from afterCommit: what a rolled-back transaction saw must not stay.
   */
  committed: Map<string, unknown>;
}

/** Serializable conflicts and deadlocks are safe to retry: nothing was committed. */
const RETRYABLE = new Set(['40001', '40P01']);

const memories = new WeakMap<Db, Map<string, unknown>>();
const outboxCommits = new EventEmitter();
outboxCommits.setMaxListeners(0);

/**
 * Calls listener after every commit in this process that wrote outbox rows to db. Readers in other
 * processes learn of commits by polling (events/notifier.ts).
 */
export function onOutboxCommit(db: Db, listener: () => void): () => void {
  const filtered = (from: Db) => {
    if (from === db) listener();
  };
  outboxCommits.on('commit', filtered);
  return () => void outboxCommits.off('commit', filtered);
}

/**
 * Runs fn in one database transaction, writes the events it emitted to the outbox, and commits.
 *
 * The outbox rows are the transaction's last statement and take their ids from the sequence without
 * any lock, so commits never queue on each other for the outbox. Ids are therefore handed out in
 * insert order, not commit order; each row also records its transaction's id, and the reader
 * (events/store.ts) delivers by that, in visibility order, so a late commit is never skipped.
 *
 * No NOTIFY: PostgreSQL serializes every notifying commit on one global lock. Readers in this process
 * are signalled after the commit; other processes poll.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new Map()));
  for (let attempt = 1; ; attempt++) {
    const callbacks: (() => void)[] = [];
    let wroteEvents = false;
    let result: T;
    try {
      result = await db.transaction().execute(async (trx) => {
        const events: { topic: string; payload: unknown }[] = [];
        const value = await fn({ trx, emit: (event) => events.push(validEvent(event)), afterCommit: (callback) => callbacks.push(callback), committed: memory });
        if (events.length > 0) {
          await appendToOutbox(trx, events);
          wroteEvents = true;
        }
        return value;
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
      continue;
    }
    // Committed: nothing below may make the caller believe otherwise (and retry a done movement).
    for (const callback of callbacks) {
      try {
        callback();
      } catch (error) {
        log.warn({ err: error }, 'an after-commit callback failed');
      }
    }
    if (wroteEvents) outboxCommits.emit('commit', db);
    return result;
  }
}

async function appendToOutbox(trx: Transaction<DB>, events: { topic: string; payload: unknown }[]): Promise<void> {
  await trx
    .insertInto('outbox_events')
    .values(events.map((event) => ({ topic: event.topic, payload: JSON.stringify(event.payload) })))
    .execute();
}
