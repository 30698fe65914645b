import { graphql } from 'react-relay';
import { linkViewerFrom } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSignInWithTwoFactorMutation as Operation } from './__generated__/useSignInWithTwoFactorMutation.graphql';

const mutation = graphql`
  mutation useSignInWithTwoFactorMutation($ticket: String!, $pin: String!, $rememberMe: Boolean) {
    signInWithTwoFactor(ticket: $ticket, pin: $pin, rememberMe: $rememberMe) {
      __typename
      ... on SignInPayload {
        viewer {
          ...ViewerContext_viewer
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

const updater = linkViewerFrom('signInWithTwoFactor');

/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export const useSignInWithTwoFactorMutation = () => usePromiseMutation<Operation>(mutation, updater);

