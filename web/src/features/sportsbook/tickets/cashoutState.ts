import { useSyncExternalStore } from 'react';

/**
 * Cash-out results by ticket (seed 002 §4 "Cash-out result: none, processing, accepted, declined,
 * failed"), from the cashOut answer and from cashoutChanged events alike, whichever comes first. An
 * accepted cash-out puts the ticket on the successful list; a declined one keeps the value the book
 * offers now, which the player may take (change cash-out).
 */
export type CashoutResultName = 'NONE' | 'PROCESSING' | 'ACCEPTED' | 'DECLINED' | 'FAILED';

export interface CashoutState {
  result: CashoutResultName;
  /** Accepted or processing: the amount agreed; declined: the value now (null when none). */
  amount: { amount: string; currency: string } | null;
  /** The server's message ('Cashout is declined'), if it sent one. */
  message: string | null;
}

interface Snapshot {
  byTicket: ReadonlyMap<string, CashoutState>;
  /** Ticket global ids cashed out in this visit, newest first. */
  successful: readonly string[];
  /** Moves whenever a ticket list should be fetched again (a ticket placed, decided, settled or cashed out). */
  version: number;
}

export function createCashoutStore() {
  let snapshot: Snapshot = { byTicket: new Map(), successful: [], version: 0 };
  const listeners = new Set<() => void>();
  const emit = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    record(ticketId: string, state: CashoutState) {
      const byTicket = new Map(snapshot.byTicket);
      const before = byTicket.get(ticketId);
      // A late "processing" must not undo an accepted or declined answer already shown.
      if (state.result === 'PROCESSING' && before && before.result !== 'PROCESSING' && before.result !== 'NONE') return;
      byTicket.set(ticketId, { ...state, message: state.message ?? (state.result === before?.result ? before.message : null) });
      const successful = state.result === 'ACCEPTED' && !snapshot.successful.includes(ticketId) ? [ticketId, ...snapshot.successful] : snapshot.successful;
      emit({ byTicket, successful, version: snapshot.version + (state.result === 'ACCEPTED' ? 1 : 0) });
    },
    /** The player starts again (a new cash-out attempt): the old answer goes. */
    forget(ticketId: string) {
      if (!snapshot.byTicket.has(ticketId)) return;
      const byTicket = new Map(snapshot.byTicket);
      byTicket.delete(ticketId);
      emit({ ...snapshot, byTicket });
    },
    ticketsChanged() {
      emit({ ...snapshot, version: snapshot.version + 1 });
    },
  };
}

export const cashouts = createCashoutStore();

export const useCashouts = () => useSyncExternalStore(cashouts.subscribe, cashouts.get, cashouts.get);
export const useTicketsVersion = () => useSyncExternalStore(cashouts.subscribe, () => cashouts.get().version, () => 0);
