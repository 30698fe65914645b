import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useShareTicketMutation as Operation } from './__generated__/useShareTicketMutation.graphql';

const mutation = graphql`
  mutation useShareTicketMutation($ticketId: ID!) {
    shareTicket(ticketId: $ticketId) {
      __typename
      ... on ShareTicketSuccess {
        shareCode
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Bet sharing (issue 23): a code for one of the player's tickets; its link is /?share=CODE (sharedLink). */
export const useShareTicketMutation = () => usePromiseMutation<Operation>(mutation);
