import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSelfExcludeMutation as Operation } from './__generated__/useSelfExcludeMutation.graphql';

const mutation = graphql`
  mutation useSelfExcludeMutation($term: ResponsibleSelfExclusionTerm!) {
    selfExclude(term: $term) {
      __typename
      ...exclusion_payload @relay(mask: false) @alias(as: "payload")
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Self-excludes (6 months to 5 years), effective at once and irreversible before its end. */
export const useSelfExcludeMutation = () => usePromiseMutation<Operation>(mutation);
