import { graphql, useLazyLoadQuery } from 'react-relay';
import { TicketCard } from './TicketCard';
import type { TicketsByIdQuery } from './__generated__/TicketsByIdQuery.graphql';

const query = graphql`
  query TicketsByIdQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      ... on Ticket {
        id
        ...TicketCard_ticket @alias(as: "card")
      }
    }
  }
`;

/**
 * Tickets by id: the ones just placed (the slip's receipt) and the ones cashed out in this visit. They
 * usually are in the store already (the placeBet answer, the cash-out event); the query keeps them
 * there while shown and fetches what is missing.
 */
export function TicketsById({ ids, cashOut = false }: { ids: readonly string[]; cashOut?: boolean }) {
  const data = useLazyLoadQuery<TicketsByIdQuery>(query, { ids: [...ids] }, { fetchPolicy: 'store-or-network' });
  return (
    <div className="tickets__list" role="list">
      {data.nodes.map((node) =>
        node && 'card' in node && node.card ? (
          <div key={node.id} role="listitem">
            <TicketCard ticket={node.card} cashOut={cashOut} />
          </div>
        ) : null,
      )}
    </div>
  );
}
