import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useStartTwoFactorSetupMutation as Operation } from './__generated__/useStartTwoFactorSetupMutation.graphql';

const mutation = graphql`
  mutation useStartTwoFactorSetupMutation {
    startTwoFactorSetup {
      __typename
      ... on TwoFactorSetup {
        secret
        qrCode
        otpauthUri
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** A new authenticator secret; nothing changes until enableTwoFactor proves a code from it. */
export const useStartTwoFactorSetupMutation = () => usePromiseMutation<Operation>(mutation);

