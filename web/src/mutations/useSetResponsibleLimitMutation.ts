import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetResponsibleLimitMutation as Operation } from './__generated__/useSetResponsibleLimitMutation.graphql';

const mutation = graphql`
  mutation useSetResponsibleLimitMutation($input: SetResponsibleLimitInput!) {
    setResponsibleLimit(input: $input) {
      __typename
      ... on SetResponsibleLimitPayload {
        effect
        # The state is filed under its id: every section showing it follows.
        responsibleGambling {
          id
          ...LimitsSection_state
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Sets or removes a deposit, loss or wager limit (tighter at once; looser after the cooling-off and a confirmation). */
export const useSetResponsibleLimitMutation = () => usePromiseMutation<Operation>(mutation);
