import { graphql } from 'react-relay';
import { setViewerValueOn } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useEnableTwoFactorMutation as Operation } from './__generated__/useEnableTwoFactorMutation.graphql';

const mutation = graphql`
  mutation useEnableTwoFactorMutation($pin: String!) {
    enableTwoFactor(pin: $pin) {
      __typename
      ... on TwoFactorEnabled {
        recoveryCodes
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

const updater = setViewerValueOn('enableTwoFactor', 'twoFactorEnabled', true);

/** Turns two-factor sign-in on; answers the recovery codes, shown once. */
export const useEnableTwoFactorMutation = () => usePromiseMutation<Operation>(mutation, updater);

