import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useCreateSubAccountMutation as Operation } from './__generated__/useCreateSubAccountMutation.graphql';

const mutation = graphql`
  mutation useCreateSubAccountMutation($input: CreateSubAccountInput!) {
    createSubAccount(input: $input) {
      __typename
      ... on SubAccount {
        id
        userName
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 001 §7 create sub-agent: the account, or the platform's field errors for the form. */
export const useCreateSubAccountMutation = () => usePromiseMutation<Operation>(mutation);
