/**
 * A value kept as JSON in localStorage that React reads through useSyncExternalStore: parsed once per
 * stored string (a stable snapshot), written through on change, and re-read when another tab writes the
 * same key. The bet slip and its options are two of these.
 */
export type StorageLike = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export interface StoredValue<T> {
  get(): T;
  /** Replaces the value and writes it (a refused write keeps it for this page). */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage; listeners hear only if the stored string changed. */
  reload(): void;
}

export function createStoredValue<T>(storage: StorageLike | null, key: string, parse: (raw: string | null) => T, onWrite: () => void = () => {}): StoredValue<T> {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  let raw = read();
  let value = parse(raw);
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    set(next) {
      value = next;
      raw = JSON.stringify(next);
      try {
        storage?.setItem(key, raw);
      } catch {
        // Storage full or refused (private mode): the value still holds for this page.
      }
      onWrite();
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reload() {
      const next = read();
      if (next === raw) return;
      raw = next;
      value = parse(next);
      emit();
    },
  };
}

const hasWindow = typeof window !== 'undefined';

/** The page's localStorage, or null (no window, or storage refused). */
export function browserStorage(): StorageLike | null {
  try {
    return hasWindow ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Calls reload when another tab changes `key` (or clears storage). */
export function reloadOnOtherTabs(key: string, reload: () => void): void {
  if (!hasWindow) return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) reload();
  });
}
