import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSetAutoCashOutMutation as Operation } from './__generated__/useSetAutoCashOutMutation.graphql';

const mutation = graphql`
  mutation useSetAutoCashOutMutation($ticketId: ID!, $target: String) {
    setAutoCashOut(ticketId: $ticketId, target: $target) {
      __typename
      ... on Ticket {
        id
        ...TicketCard_ticket @alias(as: "card")
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Sets (or with a null target clears) the value at which a ticket cashes out by itself (issue 23). */
export const useSetAutoCashOutMutation = () => usePromiseMutation<Operation>(mutation);
