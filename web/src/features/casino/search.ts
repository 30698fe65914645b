/**
 * The games search (seed 000 §9 "Game search modal"): the input is debounced by 300 ms, a search runs
 * only for more than 2 characters, and clearing the input resets the filter at once. Only the answer
 * to the latest term is shown: a slow answer to an older term never replaces a newer one.
 */
export const SEARCH_DEBOUNCE_MS = 300;
/** Seed 000 §9: "Minimum search length: 3 characters" (the platform answers 400 below it). */
export const MIN_SEARCH_LENGTH = 3;
/** Results asked for per search: a modal list, not a lobby. */
export const SEARCH_RESULTS = 24;

/** The term a search runs for, or null when the input is too short to search. */
export function searchTermOf(input: string): string | null {
  const term = input.trim().replace(/\s+/g, ' ');
  return term.length >= MIN_SEARCH_LENGTH ? term : null;
}

/** 'more': the next page of the term on screen is on its way (the results shown stay). */
export type SearchStatus = 'idle' | 'loading' | 'more' | 'done' | 'error';

export interface SearchState<T> {
  input: string;
  /** The term the results (or the request in flight) belong to; null while nothing is searched. */
  term: string | null;
  status: SearchStatus;
  results: readonly T[];
  /** How many games match the term in all (the results are the first pages of them). */
  total: number;
  /** Where the next page starts; null when every match is shown. */
  next: string | null;
}

/** One page of a search's answer. */
export interface SearchPage<T> {
  results: readonly T[];
  total: number;
  next: string | null;
}

const EMPTY = { results: [], total: 0, next: null } as const;

/** What the modal shows under the input. */
export type SearchView = 'start' | 'spinner' | 'results' | 'notFound' | 'error';

export function searchView<T>(state: SearchState<T>): SearchView {
  if (state.term === null) return 'start';
  if (state.results.length > 0) return 'results';
  if (state.status === 'loading') return 'spinner';
  if (state.status === 'error') return 'error';
  return state.status === 'done' ? 'notFound' : 'spinner';
}

export interface GameSearch<T> {
  get(): SearchState<T>;
  subscribe(listener: () => void): () => void;
  /** The input changed: a search is due 300 ms after the last keystroke, or the filter resets. */
  setInput(input: string): void;
  /** Appends the next page of the term on screen; nothing when all are shown or a request is on its way. */
  more(): void;
  /** Stops the pending search; the modal closed. */
  dispose(): void;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** `search` answers one page of a term: from the start (after null) or after a page's `next`. */
export function createGameSearch<T>(search: (term: string, after: string | null) => Promise<SearchPage<T>>, timers: Timers = realTimers, debounceMs = SEARCH_DEBOUNCE_MS): GameSearch<T> {
  let state: SearchState<T> = { input: '', term: null, status: 'idle', ...EMPTY };
  const listeners = new Set<() => void>();
  let timer: unknown = null;
  // Each request's number: an answer is taken only if no later request started since.
  let latest = 0;
  const set = (next: SearchState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const cancelTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const run = (term: string) => {
    timer = null;
    // The same term as on screen (a space added and removed): nothing to ask.
    if (term === state.term && state.status !== 'error') return;
    const request = ++latest;
    // The previous results stay while the next ones load, so the list does not flash empty.
    set({ ...state, term, status: 'loading' });
    search(term, null).then(
      (page) => {
        if (request === latest) set({ ...state, term, status: 'done', ...page });
      },
      () => {
        if (request === latest) set({ ...state, term, status: 'error', ...EMPTY });
      },
    );
  };

  const more = () => {
    const { term, next, status } = state;
    if (term === null || next === null || status !== 'done') return;
    // A new term typed meanwhile takes a later number: this page is then dropped.
    const request = ++latest;
    set({ ...state, status: 'more' });
    search(term, next).then(
      (page) => {
        if (request === latest) set({ ...state, status: 'done', results: [...state.results, ...page.results], total: page.total, next: page.next });
      },
      // What is shown stays, and so does the way to the next page: the player may ask again.
      () => {
        if (request === latest) set({ ...state, status: 'done' });
      },
    );
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setInput(input) {
      cancelTimer();
      const term = searchTermOf(input);
      if (term === null) {
        // Clearing (or too short) resets the filter at once, and an answer still on its way is dropped.
        latest += 1;
        set({ input, term: null, status: 'idle', ...EMPTY });
        return;
      }
      set({ ...state, input });
      timer = timers.setTimeout(() => run(term), debounceMs);
    },
    more,
    dispose() {
      cancelTimer();
      latest += 1;
      listeners.clear();
    },
  };
}
