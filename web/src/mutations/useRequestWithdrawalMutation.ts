import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useRequestWithdrawalMutation as Operation } from './__generated__/useRequestWithdrawalMutation.graphql';

const mutation = graphql`
  mutation useRequestWithdrawalMutation($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      __typename
      ... on MutationRequestWithdrawalSuccess {
        data {
          message
          withdrawal {
            id
            status
            statusText
            cancelable
          }
          # The amount is reserved at once: the header balance drops with the answer.
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
      ... on ValidationError {
        fields {
          field
          message
        }
      }
      ... on CashierError {
        field
      }
    }
  }
`;

/** Seed 001 §4 withdraw: pending (the amount reserved) until an operator decides. */
export const useRequestWithdrawalMutation = () => usePromiseMutation<Operation>(mutation);
