import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useUpdateSubAccountMutation as Operation } from './__generated__/useUpdateSubAccountMutation.graphql';

const mutation = graphql`
  mutation useUpdateSubAccountMutation($input: UpdateSubAccountInput!) {
    updateSubAccount(input: $input) {
      __typename
      ... on SubAccount {
        id
        userName
      }
      # What the form edits: the row and the form's next opening read the saved values from the store.
      ...SubAccountForm_account @alias(as: "saved")
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 001 §7 edit sub-agent: the row shows the saved account with the answer (its id is in the store). */
export const useUpdateSubAccountMutation = () => usePromiseMutation<Operation>(mutation);
