import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetOddsPolicyMutation as Operation } from './__generated__/useSetOddsPolicyMutation.graphql';

const mutation = graphql`
  mutation useSetOddsPolicyMutation($policy: OddsPolicy!) {
    setOddsPolicy(policy: $policy) {
      __typename
      ... on SetOddsPolicySuccess {
        oddsPolicy
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Saves the signed-in player's odds-change policy (seed 002 §9: decline any, accept better, accept any). */
export const useSetOddsPolicyMutation = () => usePromiseMutation<Operation>(mutation);
