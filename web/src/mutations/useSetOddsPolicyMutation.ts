import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetOddsPolicyMutation as Operation } from './__generated__/useSetOddsPolicyMutation.graphql';

const mutation = graphql`
  mutation useSetOddsPolicyMutation($policy: OddsPolicy!, $tolerance: Int) {
    setOddsPolicy(policy: $policy, tolerance: $tolerance) {
      __typename
      ... on SetOddsPolicySuccess {
        oddsPolicy
        oddsTolerance
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Saves the signed-in player's odds-change policy (seed 002 §9: decline any, accept better, accept any) and, when given, the live odds-change tolerance (issue 22 item 7). */
export const useSetOddsPolicyMutation = () => usePromiseMutation<Operation>(mutation);
