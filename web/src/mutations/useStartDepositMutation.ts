import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useStartDepositMutation as Operation } from './__generated__/useStartDepositMutation.graphql';

const mutation = graphql`
  mutation useStartDepositMutation($input: StartDepositInput!) {
    startDeposit(input: $input) {
      __typename
      ... on DepositStarted {
        message
        deposit {
          id
          legacyId
          status
          statusText
          amount {
            amount
            currency
          }
        }
        next {
          ...depositStep_next @relay(mask: false)
        }
        # A voucher is credited at once: the header and the cashier's balance read it from here.
        viewer {
          ...balance_viewer @relay(mask: false)
          ...BalanceSummary_viewer
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 001 §4 deposit: the method's form, then the step its kind needs (a page, bank details, the X1 widget, an address, a credited voucher). */
export const useStartDepositMutation = () => usePromiseMutation<Operation>(mutation);
