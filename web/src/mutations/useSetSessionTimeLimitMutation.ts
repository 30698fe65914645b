import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetSessionTimeLimitMutation as Operation } from './__generated__/useSetSessionTimeLimitMutation.graphql';

const mutation = graphql`
  mutation useSetSessionTimeLimitMutation($minutes: Int) {
    setSessionTimeLimit(minutes: $minutes) {
      __typename
      ... on ResponsibleGambling {
        id
        ...SessionLimitSection_state @alias(as: "state")
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Sets the session time limit in minutes, or removes it (null). */
export const useSetSessionTimeLimitMutation = () => usePromiseMutation<Operation>(mutation);
