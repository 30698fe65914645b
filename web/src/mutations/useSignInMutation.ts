import { graphql } from 'react-relay';
import { linkViewerFrom } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSignInMutation as Operation } from './__generated__/useSignInMutation.graphql';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInPayload {
        twoFactorRequired
        twoFactorTicket
        viewer {
          ...ViewerContext_viewer
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

const updater = linkViewerFrom('signIn');

/** Seed 000 §4 Login: the password step; answers twoFactorRequired with a ticket when a code is needed. */
export const useSignInMutation = () => usePromiseMutation<Operation>(mutation, updater);

