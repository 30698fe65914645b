/**
 * The game page's views (seed 002 §9): a multi-view of up to 4 slots, each running a game of its own
 * (the same game may run in two: each view launches its own session), shown in a table layout of 1, 2
 * or 4 tabs at once. Views that the layout does not show keep running (their frame stays mounted,
 * hidden): switching to one resumes the game where it was.
 */
export const MAX_VIEWS = 4;
export const LAYOUTS = [1, 2, 4] as const;
export type Layout = (typeof LAYOUTS)[number];
export type GameMode = 'REAL' | 'DEMO';

export interface GameView {
  /** Tells two views of the same game apart (React keys, closing the right one). */
  key: number;
  gameId: string;
  /** The game's title for the view's tab. */
  title: string;
  mode: GameMode;
}

export interface MultiViewState {
  views: readonly GameView[];
  /** The key of the view the player works in (its tab is selected). */
  active: number;
  layout: Layout;
  nextKey: number;
}

export type MultiViewAction =
  | { type: 'add'; gameId: string; title: string; mode: GameMode }
  | { type: 'remove'; key: number }
  | { type: 'focus'; key: number }
  | { type: 'layout'; layout: Layout }
  | { type: 'mode'; key: number; mode: GameMode };

export const isLayout = (value: unknown): value is Layout => (LAYOUTS as readonly unknown[]).includes(value);

export function initialMultiView(gameId: string, title: string, mode: GameMode): MultiViewState {
  return { views: [{ key: 1, gameId, title, mode }], active: 1, layout: 1, nextKey: 2 };
}

export const canAddView = (state: MultiViewState) => state.views.length < MAX_VIEWS;

/** The smallest layout that shows `count` views at once. */
export const layoutFor = (count: number): Layout => LAYOUTS.find((layout) => layout >= count) ?? 4;

export function multiViewReducer(state: MultiViewState, action: MultiViewAction): MultiViewState {
  switch (action.type) {
    case 'add': {
      if (!canAddView(state)) return state;
      const view = { key: state.nextKey, gameId: action.gameId, title: action.title, mode: action.mode };
      const views = [...state.views, view];
      // A view added is a view the player wants to see: the layout grows to show them all (they may shrink it again).
      return { views, active: view.key, layout: Math.max(state.layout, layoutFor(views.length)) as Layout, nextKey: state.nextKey + 1 };
    }
    case 'remove': {
      const index = state.views.findIndex((view) => view.key === action.key);
      // The last view is the page's game: closing it is leaving the page, not emptying it.
      if (index < 0 || state.views.length === 1) return state;
      const views = state.views.filter((view) => view.key !== action.key);
      const active = state.active === action.key ? views[Math.min(index, views.length - 1)]!.key : state.active;
      return { ...state, views, active };
    }
    case 'focus':
      return state.views.some((view) => view.key === action.key) ? { ...state, active: action.key } : state;
    case 'layout':
      return isLayout(action.layout) ? { ...state, layout: action.layout } : state;
    case 'mode':
      return { ...state, views: state.views.map((view) => (view.key === action.key ? { ...view, mode: action.mode } : view)) };
  }
}

/**
 * The views on screen: the page of `layout` views that holds the active one (layout 2 with three views
 * shows the first two, or the third alone when it is active).
 */
export function visibleViews(state: MultiViewState): readonly GameView[] {
  const index = Math.max(0, state.views.findIndex((view) => view.key === state.active));
  const start = Math.floor(index / state.layout) * state.layout;
  return state.views.slice(start, start + state.layout);
}
