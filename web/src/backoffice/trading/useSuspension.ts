import { graphql } from 'react-relay';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import type { useSuspensionMutation, SetTradingSuspensionInput } from './__generated__/useSuspensionMutation.graphql';

const mutation = graphql`
  mutation useSuspensionMutation($input: SetTradingSuspensionInput!) {
    backoffice {
      setTradingSuspension(input: $input) {
        __typename
        ... on TradingSuspensionChange {
          suspended
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

/** Suspends or reopens a sport, a match or a market; answers the refusal, or null when done. */
export function useSuspension(): [(input: SetTradingSuspensionInput) => Promise<Failure | null>, boolean] {
  const [commit, pending] = usePromiseMutation<useSuspensionMutation>(mutation);
  const change = async (input: SetTradingSuspensionInput) => {
    const answer = (await commit({ input })).backoffice.setTradingSuspension;
    return dataOf(answer) ? null : failureOf(answer);
  };
  return [change, pending];
}
