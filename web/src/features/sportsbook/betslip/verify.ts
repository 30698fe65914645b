import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { slipActivity } from './activity';
import { betslip } from './store';
import type { verifySelectionQuery } from './__generated__/verifySelectionQuery.graphql';

const query = graphql`
  query verifySelectionQuery($oddId: ID!) {
    betslipSelection(oddId: $oddId) {
      __typename
      ... on BetslipSelection {
        oddId
        isSuspended
      }
      ... on Error {
        code
        message
      }
    }
  }
`;

/**
 * Seed 002 §7 "add selection by id" and §8: an odd just put on the slip is checked with the book; when
 * the book refuses it the selection comes off again and the slip shows the message ('Server error' when
 * there is none, or when no answer came). Placing waits while the check is on its way (§4).
 */
export async function verifySelection(environment: Environment, id: string): Promise<void> {
  slipActivity.startAdding(id);
  try {
    // The slip's key is the Odd's global id, which is what the book takes: an id naming no odd is refused like a gone one.
    const data = await fetchQuery<verifySelectionQuery>(environment, query, { oddId: id }, { fetchPolicy: 'network-only' }).toPromise();
    const result = data?.betslipSelection;
    // Only the BetslipSelection member has an oddId.
    if (result?.oddId == null) {
      betslip.remove(id);
      slipActivity.notify(result && 'message' in result && result.message ? result.message : null);
    }
  } catch {
    betslip.remove(id);
    slipActivity.notify(null);
  } finally {
    slipActivity.doneAdding(id);
  }
}
