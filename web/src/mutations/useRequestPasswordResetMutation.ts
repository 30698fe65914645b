import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useRequestPasswordResetMutation as Operation } from './__generated__/useRequestPasswordResetMutation.graphql';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($email: String!, $altcha: String!) {
    requestPasswordReset(email: $email, altcha: $altcha) {
      __typename
      ... on Done {
        message
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 000 §4 Password reset request: e-mail and captcha; answers the same for unknown addresses. */
export const useRequestPasswordResetMutation = () => usePromiseMutation<Operation>(mutation);

