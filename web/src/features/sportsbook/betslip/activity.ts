import { useSyncExternalStore } from 'react';

/**
 * What the slip is waiting for outside its own component (seed 002 §4 "placing is blocked while an
 * add-selection request is pending"): an odd picked on a match list is checked with the server
 * (betslipSelection) before it may be placed, and a refusal comes back here as a notice the slip shows
 * (seed 002 §8 "shows ErrorMessage, or 'Server error' when there is none"). Not stored: a reload starts
 * with nothing pending.
 */
export interface SlipNotice {
  serial: number;
  /** The server's translated message; null shows the client's "Server error". */
  message: string | null;
}

interface Activity {
  adding: ReadonlySet<string>;
  notice: SlipNotice | null;
  /** Ticket global ids of the last placement: the slip shows them until the player moves on. */
  placed: readonly string[];
}

let state: Activity = { adding: new Set(), notice: null, placed: [] };
let serial = 0;
/** A placement just succeeded: the receipt takes focus once (issue 24), not every time a slip shows it again. */
let receiptFocusPending = false;
const listeners = new Set<() => void>();

function set(next: Partial<Activity>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const slipActivity = {
  get: (): Activity => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  startAdding(id: string) {
    set({ adding: new Set([...state.adding, id]) });
  },
  doneAdding(id: string) {
    if (!state.adding.has(id)) return;
    const adding = new Set(state.adding);
    adding.delete(id);
    set({ adding });
  },
  notify(message: string | null) {
    serial += 1;
    set({ notice: { serial, message } });
  },
  dismiss() {
    if (state.notice) set({ notice: null });
  },
  showPlaced(ids: readonly string[]) {
    receiptFocusPending = true;
    set({ placed: ids, notice: null });
  },
  /** Whether the receipt should take focus now (true once per placement). */
  takeReceiptFocus(): boolean {
    const pending = receiptFocusPending;
    receiptFocusPending = false;
    return pending;
  },
  clearPlaced() {
    if (state.placed.length) set({ placed: [] });
  },
};

export const useSlipActivity = () => useSyncExternalStore(slipActivity.subscribe, slipActivity.get, slipActivity.get);
