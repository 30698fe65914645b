import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useCashOutMutation as Operation } from './__generated__/useCashOutMutation.graphql';

const mutation = graphql`
  mutation useCashOutMutation($ticketId: ID!, $amount: String!, $stake: String, $idempotencyKey: String, $odds: [PlaceBetSelectionInput!]) {
    cashOut(ticketId: $ticketId, amount: $amount, stake: $stake, idempotencyKey: $idempotencyKey, odds: $odds) {
      __typename
      ... on CashOutSuccess {
        result
        # Nullable here, non-null on Error: one response key cannot be both.
        cashoutMessage: message
        cashOut {
          amount
          currency
        }
        ticket {
          id
          outcome
          ...TicketCard_ticket
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/**
 * Cash-out and change cash-out (seed 002 §4): the player names the amount shown; the book pays it,
 * holds it for the live delay (processing) or declines with the value now, which the player may accept.
 * With `stake`, only that part of the stake is sold (issue 23); the ticket stays open with the rest.
 */
export const useCashOutMutation = () => usePromiseMutation<Operation>(mutation);
