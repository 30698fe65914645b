import { graphql } from 'react-relay';
import { setViewerValueOn } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useDisableTwoFactorMutation as Operation } from './__generated__/useDisableTwoFactorMutation.graphql';

const mutation = graphql`
  mutation useDisableTwoFactorMutation($password: String!, $pin: String!) {
    disableTwoFactor(password: $password, pin: $pin) {
      __typename
      ... on Done {
        message
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

const updater = setViewerValueOn('disableTwoFactor', 'twoFactorEnabled', false);

/** Turns two-factor sign-in off; needs the password and a current code. */
export const useDisableTwoFactorMutation = () => usePromiseMutation<Operation>(mutation, updater);

