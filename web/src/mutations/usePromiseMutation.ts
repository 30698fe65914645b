import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { useCallback } from 'react';

/**
 * useMutation as a promise, so a form can await the answer and branch on it.
 * Nothing here is optimistic: the store changes only with the server's answer.
 */
export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode, updater?: SelectorStoreUpdater<T['response']>) {
  const [commit, pending] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          ...(updater ? { updater } : {}),
          onCompleted: (response) => resolve(response),
          onError: (error) => reject(error),
        });
      }),
    [commit, updater],
  );
  return [run, pending] as const;
}
