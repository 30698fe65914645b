import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useRequestWithdrawalMutation as Operation } from './__generated__/useRequestWithdrawalMutation.graphql';

const mutation = graphql`
  mutation useRequestWithdrawalMutation($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      __typename
      ...withdrawal_payload @relay(mask: false) @alias(as: "payload")
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 001 §4 withdraw: pending (the amount reserved) until an operator decides. */
export const useRequestWithdrawalMutation = () => usePromiseMutation<Operation>(mutation);
