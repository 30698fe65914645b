import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { valueRecordOf } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useRemoveMessageMutation as Operation } from './__generated__/useRemoveMessageMutation.graphql';

const mutation = graphql`
  mutation useRemoveMessageMutation($id: ID!, $connections: [ID!]!) {
    removeMessage(id: $id) {
      __typename
      ... on RemoveMessagePayload {
        removedMessageId @deleteEdge(connections: $connections)
        viewer {
          id
          unreadMessageCount
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/**
 * @deleteEdge takes the message out of the list; the list's total is the connection's own field, which no
 * answer carries again: one fewer once the removal succeeded (issue 24, the list kept its old totals).
 */
function countRemoval(store: RecordSourceSelectorProxy) {
  const viewer = valueRecordOf(store, 'removeMessage')?.getLinkedRecord('viewer');
  if (!viewer) return;
  const list = ConnectionHandler.getConnection(store.get(viewer.getDataID()) ?? viewer, 'MessageList_messages');
  const total = list?.getValue('totalCount');
  if (list && typeof total === 'number' && total > 0) list.setValue(total - 1, 'totalCount');
}

/** Removes a private message from the list (connections: the list's __id) and updates the unread count and the total. */
export const useRemoveMessageMutation = () => usePromiseMutation<Operation>(mutation, countRemoval);
