import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSignOutOtherSessionsMutation as Operation } from './__generated__/useSignOutOtherSessionsMutation.graphql';

const mutation = graphql`
  mutation useSignOutOtherSessionsMutation {
    signOutOtherSessions {
      __typename
      ... on Done {
        message
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Ends every session of the account but this one. */
export const useSignOutOtherSessionsMutation = () => usePromiseMutation<Operation>(mutation);

