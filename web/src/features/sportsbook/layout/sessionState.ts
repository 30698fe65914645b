import { useCallback, useMemo, useState } from 'react';
import { toggleId } from '../grouping';
import { asServerRendered } from '../../../ssr/render-scope';
import { useHydrated } from '../../../ssr/useHydrated';

/**
 * View state kept for the tab's session (seed 002 §2: the selected phase, expanded tournaments and
 * categories, the preview market type, the schedule's toggles and page…). Not in the address: the shell
 * drops query parameters from it (seed 000 §2), and a view must look the same when the player comes
 * back. Route loaders read it too, so a page's query starts with the state the page will render.
 */
type Guard<T> = (value: unknown) => value is T;

const cache = new Map<string, unknown>();

export function readView<T>(key: string, fallback: T, valid: Guard<T>): T {
  // A server has no session, and a page taken over from one starts as the server rendered it.
  if (asServerRendered()) return fallback;
  if (cache.has(key)) return cache.get(key) as T;
  let value = fallback;
  try {
    const raw = sessionStorage.getItem(key);
    if (raw !== null) {
      const parsed = JSON.parse(raw) as unknown;
      if (valid(parsed)) value = parsed;
    }
  } catch {
    // No storage (or unreadable): the default.
  }
  cache.set(key, value);
  return value;
}

export function writeView(key: string, value: unknown) {
  cache.set(key, value);
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the state still holds for this page.
  }
}

/**
 * One piece of view state. React state written through to the session, so a change made inside
 * startTransition stays a transition (the old list shows while the new one loads). A server render has
 * no session, so it shows the default, and the browser takes its page over with the default too; the
 * stored view follows at once.
 */
export function useView<T>(key: string, fallback: T, valid: Guard<T>): [T, (value: T) => void] {
  const hydrated = useHydrated();
  // What the player chose here; another key (another sport's filter) reads its own stored value.
  const [chosen, setChosen] = useState<{ key: string; value: T } | null>(null);
  const value = chosen?.key === key ? chosen.value : hydrated ? readView(key, fallback, valid) : fallback;
  const set = useCallback(
    (next: T) => {
      writeView(key, next);
      setChosen({ key, value: next });
    },
    [key],
  );
  return [value, set];
}

export const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');
export const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isNullableBoolean = (value: unknown): value is boolean | null => value === null || typeof value === 'boolean';
export const isPositiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

const NO_IDS: string[] = [];

/** Reads a stored id set outside React (route loaders preload what is expanded or filtered). */
export const storedIds = (key: string): string[] => readView(key, NO_IDS, isIdList);

/** A set of ids the player flipped from the view's default. */
export function useToggleSet(key: string): [ReadonlySet<string>, (id: string) => void] {
  const [ids, setIds] = useView(key, NO_IDS, isIdList);
  const set = useMemo(() => new Set(ids), [ids]);
  const toggle = useCallback((id: string) => setIds(toggleId(readView(key, NO_IDS, isIdList), id)), [key, setIds]);
  return [set, toggle];
}

/** A stored choice of one string, or none. */
export const useSessionChoice = (key: string) => useView<string | null>(key, null, isNullableString);

export const useSessionFlag = (key: string, fallback: boolean) => useView<boolean>(key, fallback, isBoolean);
