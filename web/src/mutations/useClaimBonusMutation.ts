import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useClaimBonusMutation as Operation } from './__generated__/useClaimBonusMutation.graphql';

const mutation = graphql`
  mutation useClaimBonusMutation($code: String!, $deposit: ID) {
    claimBonus(code: $code, deposit: $deposit) {
      __typename
      ... on BonusPayload {
        message
        bonus {
          id
          status
          statusText
          cancelable
        }
        # Seed 000 §4: on success the user data reloads (a deposit bonus adds bonus money).
        viewer {
          ...balance_viewer @relay(mask: false)
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Seed 000 §4 bonus claim (claimUserBonusModal): a code and, optionally, the deposit it is claimed on. */
export const useClaimBonusMutation = () => usePromiseMutation<Operation>(mutation);
