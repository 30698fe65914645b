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
          step: __typename
          ... on DepositRedirect {
            url
          }
        }
        # Expired on the way: its history row shows so.
        deposit {
          id
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

/** Back to a pending deposit's payment page, while it has not expired. */
export const useResumeDepositMutation = () => usePromiseMutation<Operation>(mutation);
