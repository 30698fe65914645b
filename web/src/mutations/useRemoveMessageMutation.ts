import { graphql } from 'react-relay';
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

/** Removes a private message from the list (connections: the list's __id) and updates the unread count. */
export const useRemoveMessageMutation = () => usePromiseMutation<Operation>(mutation);
