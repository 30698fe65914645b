import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, PreloadableConcreteRequest, VariablesOf } from 'relay-runtime';
import { currentEnvironment } from '../relay/environment';
import { isHydrating, renderScope } from '../ssr/render-scope';

/**
 * Starts a page's query from its route's preparation, so the answer downloads with the page's code
 * (STYLE "Routes preload"); the page reads the reference with usePreloadedQuery. The store answers
 * first when it can: a page seen before shows at once.
 */
export const preload = <T extends OperationType>(
  query: GraphQLTaggedNode | PreloadableConcreteRequest<T>,
  variables: VariablesOf<T>,
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
): PreloadedQuery<T> => loadQuery<T>(currentEnvironment(), query, variables, { fetchPolicy: isHydrating() ? 'store-or-network' : fetchPolicy });

/**
 * Holds the latest reference of each slot until the next one replaces it: a page's preparation runs
 * on every visit, and the page retains what it shows. On the server nothing is held: each request
 * renders with its own environment, dropped with it, and renders of one page run at once, so a
 * second request's reference must not release the first's query while that one still renders.
 */
export function holder() {
  const held = new Map<string, { dispose(): void }>();
  return <T extends { dispose(): void }>(slot: string, reference: T): T => {
    if (renderScope() !== undefined) return reference;
    held.get(slot)?.dispose();
    held.set(slot, reference);
    return reference;
  };
}
