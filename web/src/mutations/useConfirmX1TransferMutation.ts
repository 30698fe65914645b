import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useConfirmX1TransferMutation as Operation } from './__generated__/useConfirmX1TransferMutation.graphql';

const mutation = graphql`
  mutation useConfirmX1TransferMutation($transferId: String!, $bonusCode: String) {
    confirmX1Transfer(transferId: $transferId, bonusCode: $bonusCode) {
      __typename
      ... on X1TransferConfirmed {
        message
        deposit {
          id
          status
          statusText
        }
        viewer {
          ...balance_viewer @relay(mask: false)
          ...BalanceSummary_viewer
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 000 §7 "transfer confirmation" (X1TransferModal): credits the transfer the X1 widget paid. */
export const useConfirmX1TransferMutation = () => usePromiseMutation<Operation>(mutation);
