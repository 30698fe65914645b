import { useSyncExternalStore } from 'react';
import '../../styles/settings.css';
import { browserStorage } from '../sportsbook/betslip/storedValue';
import { parseCookies, settingCookie } from '../sportsbook/settings/settings';
import { asServerRendered, renderScope } from '../../ssr/render-scope';

/**
 * The sidebar settings beyond odds format and timezone (those two live in sportsbook/settings): sorting,
 * lines, view format and the slow-connection mode (seed 001 §2 settings dropdowns, §4 "a slow-connection
 * mode can be activated", §9 "odd and view formats are stored in cookies"). The view format is a cookie
 * like the odds format, so a server render could read it; sorting, lines and slow connection are this
 * browser's choice and stay in localStorage. Kept tiny: match rows and odds buttons import it.
 */
export const SORTINGS = ['time', 'competition'] as const;
export type Sorting = (typeof SORTINGS)[number];
/** How many preview-market lines a match row shows (platform/reference LINES). */
export const LINES = [1, 2, 3] as const;
export type Lines = (typeof LINES)[number];
export const VIEW_FORMATS = ['european', 'asian', 'american'] as const;
export type ViewFormat = (typeof VIEW_FORMATS)[number];

export const VIEW_FORMAT_COOKIE = 'viewFormat';
export const STORAGE_KEY = 'oddsgate.preferences';

export interface Preferences {
  sorting: Sorting;
  lines: Lines;
  viewFormat: ViewFormat;
  slowConnection: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = { sorting: 'competition', lines: 1, viewFormat: 'european', slowConnection: false };

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined => (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** The stored choices, each checked on its own: a bad or missing value falls back to its default only. */
export function parsePreferences(cookie: string, stored: string | null): Preferences {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    saved = {};
  }
  return {
    sorting: oneOf(SORTINGS, saved.sorting) ?? DEFAULT_PREFERENCES.sorting,
    lines: oneOf(LINES, saved.lines) ?? DEFAULT_PREFERENCES.lines,
    viewFormat: oneOf(VIEW_FORMATS, parseCookies(cookie).get(VIEW_FORMAT_COOKIE)?.toLowerCase()) ?? DEFAULT_PREFERENCES.viewFormat,
    slowConnection: saved.slowConnection === true,
  };
}

const hasDocument = typeof document !== 'undefined';

function readStored(): string | null {
  try {
    return browserStorage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

let current: Preferences = parsePreferences(hasDocument ? document.cookie : '', readStored());
const listeners = new Set<() => void>();

/**
 * The page root carries the view format and the slow-connection mode, so CSS can drop every animation
 * at once (styles/settings.css) without each animated component knowing.
 */
function applyToDocument(preferences: Preferences) {
  if (!hasDocument) return;
  const root = document.documentElement;
  root.dataset.viewFormat = preferences.viewFormat;
  if (preferences.slowConnection) root.dataset.slowConnection = 'true';
  else delete root.dataset.slowConnection;
}
applyToDocument(current);

export function setPreferences(next: Partial<Preferences>) {
  current = { ...current, ...next };
  if (hasDocument) document.cookie = settingCookie(VIEW_FORMAT_COOKIE, current.viewFormat);
  const { sorting, lines, slowConnection } = current;
  try {
    browserStorage()?.setItem(STORAGE_KEY, JSON.stringify({ sorting, lines, slowConnection }));
  } catch {
    // Storage refused (private mode): the choice still holds for this page.
  }
  applyToDocument(current);
  for (const listener of listeners) listener();
}

/**
 * What a server render shows: the visitor's cookies, none of the browser's storage (the server has
 * none). The browser takes such a page over with the same values, then re-renders with its own.
 */
const hydrationPreferences = parsePreferences(hasDocument ? document.cookie : '', null);
function serverPreferences(): Preferences {
  const scope = renderScope();
  return scope ? parsePreferences(scope.cookie, null) : hydrationPreferences;
}

export const preferences = (): Preferences => (asServerRendered() ? serverPreferences() : current);
const currentPreferences = () => current;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const usePreferences = () => useSyncExternalStore(subscribe, currentPreferences, serverPreferences);
export const useSlowConnection = () => useSyncExternalStore(subscribe, () => current.slowConnection, () => serverPreferences().slowConnection);
export const useLines = () => useSyncExternalStore(subscribe, () => current.lines, () => serverPreferences().lines);
export const useSorting = () => useSyncExternalStore(subscribe, () => current.sorting, () => serverPreferences().sorting);
