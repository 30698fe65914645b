import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { subscribeAsViewer } from '../../shell/viewerSocket';
import { cashouts, type CashoutResultName } from './cashoutState';
import type { ticketEventsCashoutChangedSubscription } from './__generated__/ticketEventsCashoutChangedSubscription.graphql';
import type { ticketEventsTicketChangedSubscription } from './__generated__/ticketEventsTicketChangedSubscription.graphql';

/**
 * The viewer's ticket events: placed, accepted after the live delay, declined, offered, settled, cashed
 * out. Each payload is the whole ticket as the cards show it, so Relay updates every card of it; lists
 * are fetched again (they may gain or lose a ticket). They go over the viewer's own socket
 * (shell/viewerSocket.ts): the shared one may have opened before sign-in and would answer AuthError.
 */
const ticketChanged = graphql`
  subscription ticketEventsTicketChangedSubscription {
    ticketChanged {
      __typename
      ... on Ticket {
        id
        status
        outcome
        ...TicketCard_ticket @alias(as: "card")
      }
    }
  }
`;

const cashoutChanged = graphql`
  subscription ticketEventsCashoutChangedSubscription {
    cashoutChanged {
      __typename
      ... on CashoutUpdate {
        result
        amount {
          amount
          currency
        }
        ticket {
          id
          outcome
          ...TicketCard_ticket
        }
      }
    }
  }
`;

let users = 0;
let owner: string | null = null;
let stop: (() => void) | null = null;

function start(environment: Environment, viewerId: string): () => void {
  const offTickets = subscribeAsViewer<ticketEventsTicketChangedSubscription['response']>(environment, viewerId, ticketChanged, (data) => {
    // Only the Ticket member has the card (AuthError has not).
    if ('card' in data.ticketChanged) cashouts.ticketsChanged();
  });
  const offCashouts = subscribeAsViewer<ticketEventsCashoutChangedSubscription['response']>(environment, viewerId, cashoutChanged, (data) => {
    const update = data.cashoutChanged;
    if (!('ticket' in update)) return;
    // A part paid leaves the ticket open: its card (updated by Relay) keeps offering cash-out on the rest.
    if (update.result === 'ACCEPTED' && update.ticket.outcome === null) {
      cashouts.forget(update.ticket.id);
      return cashouts.ticketsChanged();
    }
    cashouts.record(update.ticket.id, { result: update.result as CashoutResultName, amount: update.amount ?? null, message: null });
  });
  return () => {
    offTickets();
    offCashouts();
  };
}

/**
 * Keeps the two subscriptions open while any ticket view (the slip's receipt, pending, history, my bets)
 * is on screen for this viewer: one pair for all of them, ended with the last.
 */
export function useTicketEvents(viewerId: string | null) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!viewerId) return;
    if (owner !== viewerId && stop) {
      stop();
      stop = null;
    }
    owner = viewerId;
    users += 1;
    if (!stop) stop = start(environment, viewerId);
    return () => {
      users -= 1;
      if (users > 0) return;
      stop?.();
      stop = null;
      owner = null;
    };
  }, [environment, viewerId]);
}
