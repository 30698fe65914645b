import { graphql } from 'react-relay';
import { linkViewerFrom } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useRegisterMutation as Operation } from './__generated__/useRegisterMutation.graphql';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterPayload {
        emailVerificationEnabled
        needsPoliticalDeclaration
        viewer {
          ...ViewerContext_viewer
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

const updater = linkViewerFrom('register');

/** Seed 000 §4 Registration; signs in at once when no e-mail verification is needed. */
export const useRegisterMutation = () => usePromiseMutation<Operation>(mutation, updater);

