import { EventEmitter } from 'node:events';
import type { Database } from '../db/connection';

/**
 * One LISTEN per process, shared by every open event stream: a commit that wrote
 * outbox rows NOTIFYs "outbox" and each stream reads what is new.
 */
export async function createOutboxNotifier(database: Database) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const unlisten = await database.listen('outbox', () => emitter.emit('change'));
  return {
    onChange(listener: () => void) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close: unlisten,
  };
}

export type OutboxNotifier = Awaited<ReturnType<typeof createOutboxNotifier>>;
