import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useCancelWithdrawalMutation as Operation } from './__generated__/useCancelWithdrawalMutation.graphql';

const mutation = graphql`
  mutation useCancelWithdrawalMutation($id: ID!) {
    cancelWithdrawal(id: $id) {
      __typename
      ... on MutationCancelWithdrawalSuccess {
        data {
          message
          withdrawal {
            id
            status
            statusText
            statusGroup
            cancelable
          }
          viewer {
            id
            balance {
              amount
              currency
            }
            ...BalanceSummary_viewer
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/** Seed 001 §4 cancelWithdrawalModal: a pending withdrawal's amount returns to the balance. */
export const useCancelWithdrawalMutation = () => usePromiseMutation<Operation>(mutation);
