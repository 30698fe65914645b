import { graphql } from 'react-relay';
import { setViewerValueOn } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useEnableTwoFactorMutation as Operation } from './__generated__/useEnableTwoFactorMutation.graphql';

const mutation = graphql`
  mutation useEnableTwoFactorMutation($pin: String!) {
    enableTwoFactor(pin: $pin) {
      __typename
      ... on MutationEnableTwoFactorSuccess {
        data {
          recoveryCodes
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

const updater = setViewerValueOn('enableTwoFactor', 'twoFactorEnabled', true);

/** Turns two-factor sign-in on; answers the recovery codes, shown once. */
export const useEnableTwoFactorMutation = () => usePromiseMutation<Operation>(mutation, updater);

