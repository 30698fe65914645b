import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { usePlaceBetMutation as Operation } from './__generated__/usePlaceBetMutation.graphql';

const mutation = graphql`
  mutation usePlaceBetMutation($input: PlaceBetInput!) {
    placeBet(input: $input) {
      __typename
      ... on PlaceBetSuccess {
        tickets {
          id
          ...TicketCard_ticket
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/**
 * Places the slip's bet (seed 002 §7 "place bet"). Not optimistic: the slip clears only with the
 * server's tickets, and the caller sends one idempotency key per attempt so a retry places it once.
 */
export const usePlaceBetMutation = () => usePromiseMutation<Operation>(mutation);
