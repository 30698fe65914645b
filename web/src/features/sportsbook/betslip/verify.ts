import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { slipActivity } from './activity';
import { oddNumber } from './ids';
import { betslip } from './store';
import type { verifySelectionQuery } from './__generated__/verifySelectionQuery.graphql';

const query = graphql`
  query verifySelectionQuery($oddId: Int!) {
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
  const oddId = oddNumber(id);
  if (oddId === null) {
    betslip.remove(id);
    slipActivity.notify(null);
    return;
  }
  slipActivity.startAdding(id);
  try {
    const data = await fetchQuery<verifySelectionQuery>(environment, query, { oddId }, { fetchPolicy: 'network-only' }).toPromise();
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
