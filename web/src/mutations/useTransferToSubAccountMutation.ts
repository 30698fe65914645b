import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useTransferToSubAccountMutation as Operation } from './__generated__/useTransferToSubAccountMutation.graphql';

const mutation = graphql`
  mutation useTransferToSubAccountMutation($input: TransferToSubAccountInput!) {
    transferToSubAccount(input: $input) {
      __typename
      ... on SubAccount {
        id
        balance {
          amount
          currency
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 001 §7 deposit to / withdraw from a sub-account: one ledger movement; nothing optimistic. */
export const useTransferToSubAccountMutation = () => usePromiseMutation<Operation>(mutation);
