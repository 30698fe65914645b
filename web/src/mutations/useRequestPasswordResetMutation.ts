import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useRequestPasswordResetMutation as Operation } from './__generated__/useRequestPasswordResetMutation.graphql';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($email: String!, $captchaId: String!, $captcha: String!) {
    requestPasswordReset(email: $email, captchaId: $captchaId, captcha: $captcha) {
      __typename
      ... on MutationRequestPasswordResetSuccess {
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

/** Seed 000 §4 Password reset request: e-mail and captcha; answers the same for unknown addresses. */
export const useRequestPasswordResetMutation = () => usePromiseMutation<Operation>(mutation);

