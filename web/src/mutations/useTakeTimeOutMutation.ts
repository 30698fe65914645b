import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useTakeTimeOutMutation as Operation } from './__generated__/useTakeTimeOutMutation.graphql';

const mutation = graphql`
  mutation useTakeTimeOutMutation($term: ResponsibleTimeOutTerm!) {
    takeTimeOut(term: $term) {
      __typename
      ...exclusion_payload @relay(mask: false) @alias(as: "payload")
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Takes a time-out (24 hours to 6 weeks), effective at once. */
export const useTakeTimeOutMutation = () => usePromiseMutation<Operation>(mutation);
