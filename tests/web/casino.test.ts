import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseGameIds, toggled, withFirst } from '../../web/src/features/casino/gameIds';
import { createGameList } from '../../web/src/features/casino/gameLists';
import { gridMetrics, needsMore, rowCount, visibleRows } from '../../web/src/features/casino/grid';
import { casinoHistoryRange } from '../../web/src/features/casino/history';
import { categoryTabs, frameSourceOf, gamePath, listingOf, lobbyVariables } from '../../web/src/features/casino/lobby';
import { addressVariables } from '../../web/src/features/shell/addressIds';
import { canAddView, initialMultiView, layoutFor, multiViewReducer, visibleViews, type MultiViewAction, type MultiViewState } from '../../web/src/features/casino/multiView';
import { redirectTarget } from '../../web/src/routing/resolve';
import { createGameSearch, searchTermOf, searchView, SEARCH_DEBOUNCE_MS, type SearchPage, type SearchState } from '../../web/src/features/casino/search';
import { itReturns } from '../helpers/table';

// ---------------------------------------------------------------- search (seed 000 §9)

describe('game search terms: only more than 2 characters search (seed 000 §9)', () => {
  itReturns('%j → %j', searchTermOf, [
    ['', null],
    ['a', null],
    ['ab', null],
    ['  ab  ', null],
    ['abc', 'abc'],
    ['  Book  of   Ra ', 'Book of Ra'],
    ['räv', 'räv'],
  ]);
});

const searchState = (extra: Partial<SearchState<string>>): SearchState<string> => ({ input: '', term: null, status: 'idle', results: [], total: 0, next: null, ...extra });

describe('what the search modal shows', () => {
  it.each<[string, SearchState<string>, string]>([
    ['nothing searched yet', searchState({}), 'start'],
    ['loading with no results: the spinner', searchState({ term: 'abc', status: 'loading' }), 'spinner'],
    ['loading over older results: they stay', searchState({ term: 'abc', status: 'loading', results: ['x'] }), 'results'],
    ['loading the next page: the results stay', searchState({ term: 'abc', status: 'more', results: ['x'], total: 30, next: 'c1' }), 'results'],
    ['answered with games', searchState({ term: 'abc', status: 'done', results: ['x'] }), 'results'],
    ['answered with none: not found', searchState({ term: 'abc', status: 'done' }), 'notFound'],
    ['failed', searchState({ term: 'abc', status: 'error' }), 'error'],
  ])('%s', (_name, value, view) => {
    expect(searchView(value)).toBe(view);
  });
});

/** A search controller over a backend whose answers the test releases by hand (`calls`, in order asked). */
function searchByHand() {
  const calls: { term: string; after: string | null; resolve: (games: string[], total?: number, next?: string | null) => void; reject: (error: Error) => void }[] = [];
  const search = createGameSearch(
    (term: string, after: string | null) =>
      new Promise<SearchPage<string>>((resolve, reject) => calls.push({ term, after, resolve: (results, total = results.length, next = null) => resolve({ results, total, next }), reject })),
  );
  /** Types `input` and lets the debounce pass, so the term is asked. */
  const typeAndWait = (input: string) => {
    search.setInput(input);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  };
  return { calls, search, typeAndWait };
}

describe('the search controller: 300 ms debounce, clearing resets, latest answer wins', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once, 300 ms after the last keystroke', async () => {
    const { calls, search } = searchByHand();
    for (const input of ['b', 'bo', 'boo', 'book']) {
      search.setInput(input);
      vi.advanceTimersByTime(100);
    }
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100 - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => call.term)).toEqual(['book']);
    expect(search.get()).toMatchObject({ input: 'book', term: 'book', status: 'loading' });
    calls[0]!.resolve(['Book of Gold']);
    await vi.runAllTimersAsync();
    expect(search.get()).toMatchObject({ term: 'book', status: 'done', results: ['Book of Gold'] });
  });

  it('never searches 2 characters or fewer', () => {
    const { calls, search } = searchByHand();
    search.setInput('ab');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
    expect(searchView(search.get())).toBe('start');
  });

  it('clearing the input resets the filter at once and drops the answer on its way', async () => {
    const { calls, search, typeAndWait } = searchByHand();
    typeAndWait('fruit');
    search.setInput('');
    expect(search.get()).toEqual({ input: '', term: null, status: 'idle', results: [], total: 0, next: null });
    calls[0]!.resolve(['Fruit Party']);
    await vi.runAllTimersAsync();
    expect(search.get().results).toEqual([]);
    expect(searchView(search.get())).toBe('start');
  });

  it('shows only the answer to the latest term, whatever order the answers come in', async () => {
    const { calls, search, typeAndWait } = searchByHand();
    typeAndWait('gold');
    typeAndWait('golden');
    calls[1]!.resolve(['Golden Wolf']);
    await vi.runAllTimersAsync();
    calls[0]!.resolve(['Gold Rush', 'Golden Wolf']);
    await vi.runAllTimersAsync();
    expect(search.get()).toMatchObject({ term: 'golden', status: 'done', results: ['Golden Wolf'] });
  });

  it('answers "not found" for a term with no games, and an error when the search fails', async () => {
    const { calls, search, typeAndWait } = searchByHand();
    typeAndWait('zzzz');
    expect(searchView(search.get())).toBe('spinner');
    calls[0]!.resolve([]);
    await vi.runAllTimersAsync();
    expect(searchView(search.get())).toBe('notFound');
    typeAndWait('zzzzz');
    calls[1]!.reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(searchView(search.get())).toBe('error');
  });

  it('says how many match in all, and "more" appends the next page until every match is shown', async () => {
    const { calls, search, typeAndWait } = searchByHand();
    typeAndWait('book');
    calls[0]!.resolve(['Book 1', 'Book 2'], 5, 'c2');
    await vi.runAllTimersAsync();
    expect(search.get()).toMatchObject({ status: 'done', results: ['Book 1', 'Book 2'], total: 5, next: 'c2' });
    search.more();
    search.more(); // a second press while the page loads asks nothing more
    expect(calls.map((call) => [call.term, call.after])).toEqual([
      ['book', null],
      ['book', 'c2'],
    ]);
    expect(search.get()).toMatchObject({ status: 'more', results: ['Book 1', 'Book 2'] });
    calls[1]!.resolve(['Book 3', 'Book 4'], 5, 'c4');
    await vi.runAllTimersAsync();
    search.more();
    calls[2]!.resolve(['Book 5'], 5, null);
    await vi.runAllTimersAsync();
    expect(search.get()).toMatchObject({ status: 'done', results: ['Book 1', 'Book 2', 'Book 3', 'Book 4', 'Book 5'], total: 5, next: null });
    search.more();
    expect(calls).toHaveLength(3);
  });

  it('drops a next page that comes after a new term, and keeps what is shown when a next page fails', async () => {
    const { calls, search, typeAndWait } = searchByHand();
    typeAndWait('gold');
    calls[0]!.resolve(['Gold 1'], 3, 'c1');
    await vi.runAllTimersAsync();
    search.more();
    calls[1]!.reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(search.get()).toMatchObject({ status: 'done', results: ['Gold 1'], next: 'c1' });
    search.more();
    typeAndWait('golden');
    calls[2]!.resolve(['Gold 2', 'Gold 3'], 3, null);
    calls[3]!.resolve(['Golden Wolf']);
    await vi.runAllTimersAsync();
    expect(search.get()).toMatchObject({ term: 'golden', status: 'done', results: ['Golden Wolf'], total: 1, next: null });
  });

  it('does not ask again for the term on screen, and stops when disposed', () => {
    const { calls, search, typeAndWait } = searchByHand();
    typeAndWait('book');
    typeAndWait('book ');
    expect(calls).toHaveLength(1);
    search.setInput('books');
    search.dispose();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- favourites and recent games

/** A Storage stand-in: what was written, and a switch to refuse writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  let refuse = false;
  return {
    data,
    refuse: () => {
      refuse = true;
    },
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
  };
}

describe('stored game lists', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["a","b"]', ['a', 'b']],
    ['["a",1,null,"","a","b"]', ['a', 'b']],
  ])('reads %j as %j', (raw, ids) => {
    expect(parseGameIds(raw, 10)).toEqual(ids);
  });

  it('keeps the newest first, without duplicates, at most the limit', () => {
    expect(withFirst(['a', 'b', 'c'], 'c', 3)).toEqual(['c', 'a', 'b']);
    expect(withFirst(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
    expect(toggled(['a', 'b'], 'a', 3)).toEqual(['b']);
    expect(toggled(['a', 'b'], 'c', 3)).toEqual(['c', 'a', 'b']);
    expect(parseGameIds(JSON.stringify(['1', '2', '3', '4']), 3)).toEqual(['1', '2', '3']);
  });

  it('favourites: the star adds and removes, written through to storage, listeners told', () => {
    const storage = memoryStorage();
    const favourites = createGameList(storage, 'fav', 100);
    const heard = vi.fn();
    favourites.subscribe(heard);
    favourites.toggle('g1');
    favourites.toggle('g2');
    expect(favourites.get()).toEqual(['g2', 'g1']);
    expect(favourites.has('g1')).toBe(true);
    expect(JSON.parse(storage.data.get('fav')!)).toEqual(['g2', 'g1']);
    favourites.toggle('g1');
    expect(favourites.get()).toEqual(['g2']);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('recent games: a game played moves first; playing the first again writes nothing', () => {
    const storage = memoryStorage({ recent: '["g1","g2"]' });
    const recent = createGameList(storage, 'recent', 3);
    const heard = vi.fn();
    recent.subscribe(heard);
    recent.add('g2');
    recent.add('g2');
    recent.add('g3');
    recent.add('g4');
    expect(recent.get()).toEqual(['g4', 'g3', 'g2']);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('survives storage that refuses writes or is absent', () => {
    const storage = memoryStorage();
    storage.refuse();
    const refused = createGameList(storage, 'fav', 10);
    refused.toggle('g1');
    expect(refused.get()).toEqual(['g1']);
    const none = createGameList(null, 'fav', 10);
    none.add('g1');
    expect(none.get()).toEqual(['g1']);
  });

  it('reloads what another tab wrote', () => {
    const storage = memoryStorage({ fav: '["g1"]' });
    const favourites = createGameList(storage, 'fav', 10);
    storage.data.set('fav', '["g9","g1"]');
    favourites.reload();
    expect(favourites.get()).toEqual(['g9', 'g1']);
  });
});

// ---------------------------------------------------------------- multi-view and table layout (seed 002 §9)

const run = (start: MultiViewState, ...actions: MultiViewAction[]) => actions.reduce(multiViewReducer, start);
const games = (views: MultiViewState) => views.views.map((view) => view.gameId);
const add = (gameId: string): MultiViewAction => ({ type: 'add', gameId, title: `Game ${gameId}`, mode: 'DEMO' });

describe('the multi-view: up to 4 views in a layout of 1, 2 or 4', () => {

  it('starts with the page game alone, in layout 1', () => {
    const state = initialMultiView('g1', 'Game g1', 'DEMO');
    expect(state.views).toEqual([{ key: 1, gameId: 'g1', title: 'Game g1', mode: 'DEMO' }]);
    expect(state.layout).toBe(1);
    expect(visibleViews(state).map((view) => view.key)).toEqual([1]);
  });

  it('runs the same game in two views, as two views with their own keys', () => {
    const state = run(initialMultiView('g1', 'Game g1', 'REAL'), { type: 'add', gameId: 'g1', title: 'Game g1', mode: 'REAL' });
    expect(games(state)).toEqual(['g1', 'g1']);
    expect(new Set(state.views.map((view) => view.key)).size).toBe(2);
    expect(state.active).toBe(2);
    expect(state.layout).toBe(2);
    expect(visibleViews(state)).toHaveLength(2);
  });

  it('holds at most 4 views, growing the layout to show them', () => {
    const three = run(initialMultiView('g1', 'Game g1', 'DEMO'), add('g2'), add('g3'));
    expect(three.layout).toBe(4);
    const full = run(three, add('g4'));
    expect(canAddView(full)).toBe(false);
    expect(run(full, add('g5'))).toBe(full);
    expect(games(full)).toEqual(['g1', 'g2', 'g3', 'g4']);
  });

  itReturns('%i views fit layout %i', layoutFor, [
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 4],
  ]);

  it('shows the page of the layout that holds the active view; the others stay (hidden, still running)', () => {
    const state = run(initialMultiView('g1', 'Game g1', 'DEMO'), add('g2'), add('g3'), { type: 'layout', layout: 2 });
    // g3 (key 3) was added last, so it is active: the second page of two.
    expect(visibleViews(state).map((view) => view.gameId)).toEqual(['g3']);
    expect(visibleViews(run(state, { type: 'focus', key: 2 })).map((view) => view.gameId)).toEqual(['g1', 'g2']);
    expect(visibleViews(run(state, { type: 'layout', layout: 1 })).map((view) => view.gameId)).toEqual(['g3']);
    expect(visibleViews(run(state, { type: 'layout', layout: 4 })).map((view) => view.gameId)).toEqual(['g1', 'g2', 'g3']);
    expect(state.views).toHaveLength(3);
  });

  it('closing a view activates its neighbour; the last view cannot be closed', () => {
    const state = run(initialMultiView('g1', 'Game g1', 'DEMO'), add('g2'), add('g3'), { type: 'focus', key: 2 });
    const closed = run(state, { type: 'remove', key: 2 });
    expect(games(closed)).toEqual(['g1', 'g3']);
    expect(closed.active).toBe(3);
    const lastClosed = run(closed, { type: 'remove', key: 3 });
    expect(lastClosed.active).toBe(1);
    expect(run(lastClosed, { type: 'remove', key: 1 })).toBe(lastClosed);
    // Keys are never reused, so React never mistakes a new view for a closed one.
    expect(run(lastClosed, add('g4')).views.at(-1)!.key).toBe(4);
  });

  it('ignores unknown views and layouts, and switches a view between real and demo play', () => {
    const state = initialMultiView('g1', 'Game g1', 'DEMO');
    expect(run(state, { type: 'focus', key: 9 })).toBe(state);
    expect(run(state, { type: 'layout', layout: 3 as never })).toBe(state);
    expect(run(state, { type: 'mode', key: 1, mode: 'REAL' }).views[0]!.mode).toBe('REAL');
  });
});

// ---------------------------------------------------------------- the virtualized grid

describe('the virtualized game grid', () => {
  it.each<[number, number]>([
    [320, 2],
    [150, 1],
    [100, 1],
    [1200, 7],
  ])('a %i px wide grid has %i columns', (width, columns) => {
    expect(gridMetrics(width).columns).toBe(columns);
  });

  it('mounts only the rows near the viewport', () => {
    const rows = rowCount(3100, 6);
    expect(rows).toBe(517);
    // 200 px rows, the grid 300 px down the page, scrolled to 10,300: rows 50–54 are on screen.
    expect(visibleRows({ scrollY: 10_300, height: 900, gridTop: 300 }, 200, rows, 2)).toEqual({ start: 48, end: 57 });
    expect(visibleRows({ scrollY: 0, height: 900, gridTop: 300 }, 200, rows, 2)).toEqual({ start: 0, end: 5 });
    expect(visibleRows({ scrollY: 200_000, height: 900, gridTop: 300 }, 200, rows, 2)).toEqual({ start: 517, end: 517 });
    expect(visibleRows({ scrollY: 0, height: 900, gridTop: 0 }, 200, 0)).toEqual({ start: 0, end: 0 });
  });

  it('asks for the next page before the loaded rows run out', () => {
    expect(needsMore(5, 60, 6, 4)).toBe(false);
    expect(needsMore(6, 60, 6, 4)).toBe(true);
  });
});

// ---------------------------------------------------------------- lobby listings and addresses

describe('what a casino page lists', () => {
  it.each<[string, 'casino' | 'live', string | undefined, unknown]>([
    ['casino/all', 'casino', 'all', { list: 'games', kind: 'SLOT', category: null }],
    ['casino/table', 'casino', 'table', { list: 'games', kind: 'TABLE', category: null }],
    ['casino/virtual', 'casino', 'virtual', { list: 'games', kind: 'VIRTUAL', category: null }],
    ['casino/megaways', 'casino', 'megaways', { list: 'games', kind: 'SLOT', category: 'megaways' }],
    // Issue 24: the keno draws are table games in their own tab.
    ['casino/lotto', 'casino', 'lotto', { list: 'games', kind: 'TABLE', category: 'lotto' }],
    ['live-casino/all', 'live', 'all', { list: 'games', kind: 'LIVE', category: null }],
    ['live-casino/roulette', 'live', 'roulette', { list: 'games', kind: 'LIVE', category: 'roulette' }],
    ['casino/favourites', 'casino', 'favourites', { list: 'favourites', kinds: ['SLOT', 'TABLE', 'VIRTUAL'] }],
    ['live-casino/recent', 'live', 'recent', { list: 'recent', kinds: ['LIVE'] }],
  ])('%s', (_path, section, category, listing) => {
    expect(listingOf(section, category)).toEqual(listing);
  });

  it('lists the lobby categories with games between the kind tabs and the player lists', () => {
    const categories = [
      { code: 'popular', gameCount: 40 },
      { code: 'virtual', gameCount: 12 },
      { code: 'fruit', gameCount: 0 },
      { code: 'megaways', gameCount: 90 },
    ];
    expect(categoryTabs('casino', categories, 'all')).toEqual(['all', 'table', 'virtual', 'lotto', 'popular', 'megaways', 'favourites', 'recent']);
    expect(categoryTabs('live', [{ code: 'roulette', gameCount: 3 }], 'nonsense')).toEqual(['all', 'roulette', 'favourites', 'recent', 'nonsense']);
  });

  it('starts the lobby query with the page, category and provider', () => {
    expect(lobbyVariables('live', 'blackjack', 'pragmatic')).toEqual({ lobbyKind: 'LIVE', withGames: true, kind: 'LIVE', category: 'blackjack', provider: 'pragmatic', count: 60 });
    expect(lobbyVariables('casino', 'favourites', null)).toMatchObject({ lobbyKind: 'SLOT', withGames: false });
  });

  itReturns('the route table knows %s (→ %s)', redirectTarget, [
    ['/en-US/casino/game/42', null],
    ['/sv-SE/live-casino/favourites', null],
    ['/casino/game/42', '/en-US/casino/game/42'],
    ['/en-US/casino/game', null],
    ['/en-US/casino/game/42/extra', '/en-US/404'],
  ]);

  it('names games by number in addresses', () => {
    // The page asks the gateway for the game the address names (Query.casinoGame): by number, or by a global id as it is.
    expect(addressVariables('42')).toEqual({ legacyId: 42, id: null });
    expect(gamePath(42, 'DEMO')).toBe('casino/game/42?mode=demo');
    expect(gamePath(42, 'REAL')).toBe('casino/game/42?mode=real');
    expect(addressVariables('not-a-number')).toEqual({ legacyId: null, id: 'not-a-number' });
  });

  it.each<[string, { url?: string | null; data?: unknown }, string | null]>([
    ['a url of this site', { url: '/games/slot/abc' }, '/games/slot/abc'],
    ['an https url', { url: 'https://games.example/x' }, 'https://games.example/x'],
    ['launch data carrying a url', { url: null, data: { Url: '/games/roulette/t' } }, '/games/roulette/t'],
    ['plain http is not framed', { url: 'http://games.example/x' }, null],
    ['a protocol-relative url is not framed', { url: '//evil.example/x' }, null],
    ['javascript is not framed', { url: 'javascript:alert(1)' }, null],
    ['data without a url', { data: { BrandId: 1, GameId: 2 } }, null],
  ])('frames %s', (_name, launch, source) => {
    expect(frameSourceOf(launch)).toBe(source);
  });
});

describe('casino history periods (seed 002 §7 from, to)', () => {
  const now = Date.parse('2025-06-15T12:00:00Z');
  it('counts back from the minute, so the list asks the same while it loads', () => {
    expect(casinoHistoryRange({ period: 'LAST24', from: null, to: null }, now + 59_999)).toEqual(casinoHistoryRange({ period: 'LAST24', from: null, to: null }, now));
  });

  it.each<[string, string | null, string | null, { from: string | null; to: string | null }]>([
    ['LAST24', null, null, { from: '2025-06-14T12:00:00.000Z', to: null }],
    ['LAST48', null, null, { from: '2025-06-13T12:00:00.000Z', to: null }],
    ['LASTWEEK', null, null, { from: '2025-06-08T12:00:00.000Z', to: null }],
    ['LASTMONTH', null, null, { from: '2025-05-16T12:00:00.000Z', to: null }],
    ['LAST12MONTHS', null, null, { from: '2024-06-15T12:00:00.000Z', to: null }],
    ['CUSTOM', '2025-06-01T00:00:00.000Z', '2025-06-03T00:00:00.000Z', { from: '2025-06-01T00:00:00.000Z', to: '2025-06-03T00:00:00.000Z' }],
    ['ALL', null, null, { from: null, to: null }],
  ])('%s', (period, from, to, range) => {
    expect(casinoHistoryRange({ period, from, to }, now)).toEqual(range);
  });
});
