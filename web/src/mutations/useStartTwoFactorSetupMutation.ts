import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useStartTwoFactorSetupMutation as Operation } from './__generated__/useStartTwoFactorSetupMutation.graphql';

const mutation = graphql`
  mutation useStartTwoFactorSetupMutation {
    startTwoFactorSetup {
      __typename
      ... on MutationStartTwoFactorSetupSuccess {
        data {
          secret
          qrCode
          otpauthUri
        }
      }
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
      ... on AuthError {
        retryAfterSeconds
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`;

/** A new authenticator secret; nothing changes until enableTwoFactor proves a code from it. */
export const useStartTwoFactorSetupMutation = () => usePromiseMutation<Operation>(mutation);

