import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { graphql } from 'react-relay';
import { valueRecordOf } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useUpdatePersonalDetailsMutation as Operation } from './__generated__/useUpdatePersonalDetailsMutation.graphql';

const mutation = graphql`
  mutation useUpdatePersonalDetailsMutation($input: PersonalDetailsInput!) {
    updatePersonalDetails(input: $input) {
      __typename
      ... on PersonalDetails {
        # Normalizes what the tab's fragment reads; the alias only names the (unread) reference.
        ...PersonalTab_details @alias
        email
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** PersonalDetails has no id: the answer replaces the viewer's details (and e-mail) by hand. */
function updater(store: RecordSourceSelectorProxy) {
  const details = valueRecordOf(store, 'updatePersonalDetails');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!details || !viewer) return;
  viewer.setLinkedRecord(details, 'personalDetails');
  const email = details.getValue('email');
  if (typeof email === 'string') viewer.setValue(email, 'email');
}

/** Seed 001 §3 User details. */
export const useUpdatePersonalDetailsMutation = () => usePromiseMutation<Operation>(mutation, updater);

