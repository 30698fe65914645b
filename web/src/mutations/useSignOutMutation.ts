import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useSignOutMutation as Operation } from './__generated__/useSignOutMutation.graphql';

const mutation = graphql`
  mutation useSignOutMutation {
    signOut {
      message
    }
  }
`;

/** Ends the session at the platform; the caller then clears what the browser holds of the account. */
export const useSignOutMutation = () => usePromiseMutation<Operation>(mutation);

