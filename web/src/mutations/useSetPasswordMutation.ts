import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetPasswordMutation as Operation } from './__generated__/useSetPasswordMutation.graphql';

const mutation = graphql`
  mutation useSetPasswordMutation($token: String!, $password: String!, $passwordConfirmation: String!) {
    setPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on Done {
        message
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 000 §4 Set new password, with the token from the e-mailed link. */
export const useSetPasswordMutation = () => usePromiseMutation<Operation>(mutation);

