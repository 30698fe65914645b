import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetRealityCheckIntervalMutation as Operation } from './__generated__/useSetRealityCheckIntervalMutation.graphql';

const mutation = graphql`
  mutation useSetRealityCheckIntervalMutation($interval: RealityCheckInterval) {
    setRealityCheckInterval(interval: $interval) {
      __typename
      ... on ResponsibleGambling {
        id
        ...RealityCheckSection_state @alias(as: "state")
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Sets how often the reality check interrupts play, or turns the player's own one off (null). */
export const useSetRealityCheckIntervalMutation = () => usePromiseMutation<Operation>(mutation);
