import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSignOutOtherSessionsMutation as Operation } from './__generated__/useSignOutOtherSessionsMutation.graphql';

const mutation = graphql`
  mutation useSignOutOtherSessionsMutation {
    signOutOtherSessions {
      __typename
      ... on MutationSignOutOtherSessionsSuccess {
        data {
          message
        }
      }
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
      ... on AuthError {
        retryAfterSeconds
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`;

/** Ends every session of the account but this one. */
export const useSignOutOtherSessionsMutation = () => usePromiseMutation<Operation>(mutation);

