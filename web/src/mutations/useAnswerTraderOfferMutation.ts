import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useAnswerTraderOfferMutation as Operation } from './__generated__/useAnswerTraderOfferMutation.graphql';

const mutation = graphql`
  mutation useAnswerTraderOfferMutation($ticketId: ID!, $accept: Boolean!) {
    answerTraderOffer(ticketId: $ticketId, accept: $accept) {
      __typename
      ... on Ticket {
        id
        ...TicketCard_ticket @alias(as: "card")
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Accepts or declines the trader's offer on a ticket that asked more than the max bet (status NEW_OFFER). */
export const useAnswerTraderOfferMutation = () => usePromiseMutation<Operation>(mutation);
