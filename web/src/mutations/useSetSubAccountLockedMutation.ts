import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetSubAccountLockedMutation as Operation } from './__generated__/useSetSubAccountLockedMutation.graphql';

const mutation = graphql`
  mutation useSetSubAccountLockedMutation($input: SetSubAccountLockedInput!) {
    setSubAccountLocked(input: $input) {
      __typename
      ... on SubAccount {
        id
        locked
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 001 §7 lock / unlock: a locked account cannot sign in or bet. */
export const useSetSubAccountLockedMutation = () => usePromiseMutation<Operation>(mutation);
