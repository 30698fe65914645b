/**
 * Whether this platform process is stopping (issue 16 §6). While it drains, /health answers 503 so the
 * gateway and a load balancer send work elsewhere, and the endless event streams end at once: their
 * consumers resume from Last-Event-ID on another process, and a drain is not held open by them.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Calls `listener` when draining starts; returns its removal. */
  onDrain(listener: () => void): () => void;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  const listeners = new Set<() => void>();
  return {
    get draining() {
      return draining;
    },
    onDrain(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startDraining() {
      if (draining) return;
      draining = true;
      for (const listener of listeners) listener();
    },
  };
}
