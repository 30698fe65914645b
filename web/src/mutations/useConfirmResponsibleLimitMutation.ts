import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useConfirmResponsibleLimitMutation as Operation } from './__generated__/useConfirmResponsibleLimitMutation.graphql';

const mutation = graphql`
  mutation useConfirmResponsibleLimitMutation($input: ResponsibleLimitWindowInput!) {
    confirmResponsibleLimit(input: $input) {
      __typename
      ... on ResponsibleGambling {
        id
        ...LimitsSection_state @alias(as: "state")
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Applies a pending looser limit once its cooling-off is over. */
export const useConfirmResponsibleLimitMutation = () => usePromiseMutation<Operation>(mutation);
