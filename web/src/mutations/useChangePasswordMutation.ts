import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useChangePasswordMutation as Operation } from './__generated__/useChangePasswordMutation.graphql';

const mutation = graphql`
  mutation useChangePasswordMutation($oldPassword: String!, $newPassword: String!, $newPasswordConfirm: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword, newPasswordConfirm: $newPasswordConfirm) {
      __typename
      ... on Done {
        message
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 001 §4 Change password. */
export const useChangePasswordMutation = () => usePromiseMutation<Operation>(mutation);

