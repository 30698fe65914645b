import { EventEmitter } from 'node:events';
import type { Database } from '../db/connection';
import { onOutboxCommit } from '../db/transaction';
import { log } from '../log';
import { latestTxid } from './store';

/**
 * How often the notifier looks for outbox rows written by other processes (another platform instance
 * on the same PostgreSQL). Commits in this process wake the streams at once, without it.
 */
export const OUTBOX_POLL_MS = 150;

/**
 * One per process, shared by every open event stream: "change" when something may be new in the
 * outbox. Commits in this process signal it after they commit (inTransaction); while any stream is
 * open it also polls the newest writing transaction's id (not the highest event id: a transaction
 * that commits late wrote lower ids than events already seen), so writes by other processes are
 * seen within OUTBOX_POLL_MS.
 * This replaces LISTEN/NOTIFY: a NOTIFY in every event-writing transaction made PostgreSQL serialize
 * their commits on one global lock.
 */
export async function createOutboxNotifier(database: Database, { pollMs = OUTBOX_POLL_MS }: { pollMs?: number } = {}) {
  const { db } = database;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let known = await latestTxid(db);
  const change = () => emitter.emit('change');
  const stopLocal = onOutboxCommit(db, change);

  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> = Promise.resolve();
  let failing = false;
  const poll = async () => {
    try {
      const highest = await latestTxid(db);
      failing = false;
      if (highest > known) {
        known = highest;
        change();
      }
    } catch (error) {
      // The streams keep their own safety poll; say so once per outage, not every tick.
      if (!failing) log.warn({ err: (error as Error).message }, 'outbox poll failed');
      failing = true;
    }
  };
  const schedule = () => {
    if (closed || timer || emitter.listenerCount('change') === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      polling = poll().finally(schedule);
    }, pollMs);
    timer.unref();
  };

  return {
    onChange(listener: () => void) {
      emitter.on('change', listener);
      schedule();
      return () => void emitter.off('change', listener);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      stopLocal();
      await polling;
    },
  };
}

export type OutboxNotifier = Awaited<ReturnType<typeof createOutboxNotifier>>;
