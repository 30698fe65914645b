import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useLaunchGameMutation as Operation } from './__generated__/useLaunchGameMutation.graphql';

const mutation = graphql`
  mutation useLaunchGameMutation($input: LaunchGameInput!) {
    launchGame(input: $input) {
      __typename
      ... on GameLaunch {
        url
        data
        sessionId
        mode
        game {
          id
          title
          # A launch that works clears the game's stored failure (seed 002 §3).
          launchError
        }
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
      ... on CasinoError {
        casinoErrorCode
      }
    }
  }
`;

/**
 * Starts a game session for real money or for free (seed 002 §3, §7). A real game moves money only
 * inside the game; the header follows through balanceChanged, never through this answer.
 */
export const useLaunchGameMutation = () => usePromiseMutation<Operation>(mutation);
