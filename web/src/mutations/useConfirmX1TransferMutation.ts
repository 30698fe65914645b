import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useConfirmX1TransferMutation as Operation } from './__generated__/useConfirmX1TransferMutation.graphql';

const mutation = graphql`
  mutation useConfirmX1TransferMutation($transferId: String!, $bonusCode: String) {
    confirmX1Transfer(transferId: $transferId, bonusCode: $bonusCode) {
      __typename
      ... on MutationConfirmX1TransferSuccess {
        data {
          message
          deposit {
            id
            status
            statusText
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
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

/** Seed 000 §7 "transfer confirmation" (X1TransferModal): credits the transfer the X1 widget paid. */
export const useConfirmX1TransferMutation = () => usePromiseMutation<Operation>(mutation);
