import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetPasswordMutation as Operation } from './__generated__/useSetPasswordMutation.graphql';

const mutation = graphql`
  mutation useSetPasswordMutation($token: String!, $password: String!, $passwordConfirmation: String!) {
    setPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on MutationSetPasswordSuccess {
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
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`;

/** Seed 000 §4 Set new password, with the token from the e-mailed link. */
export const useSetPasswordMutation = () => usePromiseMutation<Operation>(mutation);

