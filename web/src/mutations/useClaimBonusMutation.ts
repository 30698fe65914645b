import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useClaimBonusMutation as Operation } from './__generated__/useClaimBonusMutation.graphql';

const mutation = graphql`
  mutation useClaimBonusMutation($code: String!, $deposit: ID) {
    claimBonus(code: $code, deposit: $deposit) {
      __typename
      ...bonus_payload @relay(mask: false) @alias(as: "payload")
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 000 §4 bonus claim (claimUserBonusModal): a code and, optionally, the deposit it is claimed on. */
export const useClaimBonusMutation = () => usePromiseMutation<Operation>(mutation);
