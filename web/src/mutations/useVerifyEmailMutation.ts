import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useVerifyEmailMutation as Operation } from './__generated__/useVerifyEmailMutation.graphql';

const mutation = graphql`
  mutation useVerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      __typename
      ... on Done {
        message
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Confirms the address a registration e-mail was sent to. */
export const useVerifyEmailMutation = () => usePromiseMutation<Operation>(mutation);

