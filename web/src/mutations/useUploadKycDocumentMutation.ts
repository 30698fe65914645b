import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { graphql } from 'react-relay';
import { valueRecordOf } from './results';
import { usePromiseMutation } from './usePromiseMutation';
import type { useUploadKycDocumentMutation as Operation } from './__generated__/useUploadKycDocumentMutation.graphql';

const mutation = graphql`
  mutation useUploadKycDocumentMutation($documentType: KycDocumentType!, $fileName: String!, $contentType: String!, $contentBase64: String!) {
    uploadKycDocument(documentType: $documentType, fileName: $fileName, contentType: $contentType, contentBase64: $contentBase64) {
      __typename
      ... on KycDocument {
        id
        documentType
        fileName
        sizeBytes
        status
        uploadedAt
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** The new document joins the viewer's list; the tab refetches the status afterwards. */
function updater(store: RecordSourceSelectorProxy) {
  const document = valueRecordOf(store, 'uploadKycDocument');
  const kyc = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('kyc');
  if (!document || !kyc) return;
  kyc.setLinkedRecords([document, ...(kyc.getLinkedRecords('documents') ?? [])], 'documents');
}

/** Seed 001 §2 KYC: one scan or photo, base64-encoded. */
export const useUploadKycDocumentMutation = () => usePromiseMutation<Operation>(mutation, updater);

