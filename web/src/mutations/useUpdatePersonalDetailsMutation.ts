import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { graphql } from 'react-relay';
import { usePromiseMutation } from './usePromiseMutation';
import type { useUpdatePersonalDetailsMutation as Operation } from './__generated__/useUpdatePersonalDetailsMutation.graphql';

const mutation = graphql`
  mutation useUpdatePersonalDetailsMutation($input: PersonalDetailsInput!) {
    updatePersonalDetails(input: $input) {
      __typename
      ... on MutationUpdatePersonalDetailsSuccess {
        data {
          ...PersonalTab_details
          email
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

/** PersonalDetails has no id: the answer replaces the viewer's details (and e-mail) by hand. */
function updater(store: RecordSourceSelectorProxy) {
  const details = store.getRootField('updatePersonalDetails')?.getLinkedRecord('data');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!details || !viewer) return;
  viewer.setLinkedRecord(details, 'personalDetails');
  const email = details.getValue('email');
  if (typeof email === 'string') viewer.setValue(email, 'email');
}

/** Seed 001 §3 User details. */
export const useUpdatePersonalDetailsMutation = () => usePromiseMutation<Operation>(mutation, updater);

