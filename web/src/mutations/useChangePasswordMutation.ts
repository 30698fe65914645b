import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useChangePasswordMutation as Operation } from './__generated__/useChangePasswordMutation.graphql';

const mutation = graphql`
  mutation useChangePasswordMutation($oldPassword: String!, $newPassword: String!, $newPasswordConfirm: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword, newPasswordConfirm: $newPasswordConfirm) {
      __typename
      ... on MutationChangePasswordSuccess {
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

/** Seed 001 §4 Change password. */
export const useChangePasswordMutation = () => usePromiseMutation<Operation>(mutation);

