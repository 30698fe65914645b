import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useEndGameSessionMutation as Operation } from './__generated__/useEndGameSessionMutation.graphql';

const mutation = graphql`
  mutation useEndGameSessionMutation($sessionId: String!) {
    endGameSession(input: { sessionId: $sessionId }) {
      __typename
      ... on EndGameSessionSuccess {
        sessionId
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Ends a game session when its view closes (seed 002 §7 SoftSwiss EndGameSession): its token refuses further bets. */
export const useEndGameSessionMutation = () => usePromiseMutation<Operation>(mutation);
