import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useReadMessageMutation as Operation } from './__generated__/useReadMessageMutation.graphql';

const mutation = graphql`
  mutation useReadMessageMutation($id: ID!) {
    readMessage(id: $id) {
      __typename
      ... on ReadMessagePayload {
        # Named apart from Error.message, which shares this union's response keys.
        readMessage: message {
          id
          read
          readAt
        }
        viewer {
          id
          unreadMessageCount
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Marks a private message read; the header's unread count and the list's item update from the answer. */
export const useReadMessageMutation = () => usePromiseMutation<Operation>(mutation);
