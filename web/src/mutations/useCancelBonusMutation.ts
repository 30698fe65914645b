import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useCancelBonusMutation as Operation } from './__generated__/useCancelBonusMutation.graphql';

const mutation = graphql`
  mutation useCancelBonusMutation($id: ID!) {
    cancelBonus(id: $id) {
      __typename
      ...bonus_payload @relay(mask: false) @alias(as: "payload")
      ... on BonusPayload {
        # The card shows when the cancelled bonus finished.
        bonus {
          finishedAt
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Cancels an appended or active bonus (an active deposit bonus forfeits what is left of its money). */
export const useCancelBonusMutation = () => usePromiseMutation<Operation>(mutation);
