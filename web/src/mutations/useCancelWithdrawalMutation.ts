import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useCancelWithdrawalMutation as Operation } from './__generated__/useCancelWithdrawalMutation.graphql';

const mutation = graphql`
  mutation useCancelWithdrawalMutation($id: ID!) {
    cancelWithdrawal(id: $id) {
      __typename
      ...withdrawal_payload @relay(mask: false) @alias(as: "payload")
      ... on WithdrawalPayload {
        # Cancelling moves it to another status group, which its history row shows.
        withdrawal {
          statusGroup
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 001 §4 cancelWithdrawalModal: a pending withdrawal's amount returns to the balance. */
export const useCancelWithdrawalMutation = () => usePromiseMutation<Operation>(mutation);
