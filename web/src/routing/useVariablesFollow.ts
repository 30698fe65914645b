import { useEffect } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType, VariablesOf } from 'relay-runtime';

/** Whether a reference was loaded with these variables (Relay fills in the query's other arguments). */
export const loadedWith = <T extends OperationType>(shown: PreloadedQuery<T>, variables: VariablesOf<T>) =>
  Object.entries(variables).every(([name, value]) => JSON.stringify((shown.variables as Record<string, unknown>)[name]) === JSON.stringify(value));

/**
 * Loads a page's query again when variables it takes from outside the address and the page (the
 * player's time zone, changed in the settings menu) no longer match the reference it shows. What the
 * address names comes prepared by the route, and the page's own choices load in their handlers.
 */
export function useVariablesFollow<T extends OperationType>(shown: PreloadedQuery<T>, variables: VariablesOf<T>, load: (variables: VariablesOf<T>) => void) {
  const wanted = JSON.stringify(variables);
  useEffect(() => {
    const next = JSON.parse(wanted) as VariablesOf<T>;
    if (!loadedWith(shown, next)) load(next);
  }, [shown, wanted, load]);
}
