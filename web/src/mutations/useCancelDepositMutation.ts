import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useCancelDepositMutation as Operation } from './__generated__/useCancelDepositMutation.graphql';

const mutation = graphql`
  mutation useCancelDepositMutation($id: ID!) {
    cancelDeposit(id: $id) {
      __typename
      ... on DepositCancelled {
        message
        # Its history row shows the new status and why, from here.
        deposit {
          id
          status
          statusText
          statusGroup
          reasonText
          cancelable
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** A pending deposit whose payment page was left: cancelled by the player, nothing taken. */
export const useCancelDepositMutation = () => usePromiseMutation<Operation>(mutation);
