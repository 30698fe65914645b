import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useResumeDepositMutation as Operation } from './__generated__/useResumeDepositMutation.graphql';

const mutation = graphql`
  mutation useResumeDepositMutation($id: ID!) {
    resumeDeposit(id: $id) {
      __typename
      ... on DepositStarted {
        message
        next {
          ...depositStep_next @relay(mask: false)
        }
        # Expired on the way: its history row shows so.
        deposit {
          id
          amount {
            amount
            currency
          }
          status
          statusText
          statusGroup
          reasonText
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Back to a pending deposit's next step (its payment page, the bank's details, the X1 widget), while it has not expired. */
export const useResumeDepositMutation = () => usePromiseMutation<Operation>(mutation);
