/**
 * @generated SignedSource<<6f12e1b7a30657ae0768d8a79530dc49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type KycDocumentType = "DRIVING_LICENCE" | "ID_CARD" | "PASSPORT" | "PROOF_OF_ADDRESS" | "%future added value";
export type KycStatus = "NOT_SUBMITTED" | "PENDING" | "REJECTED" | "VERIFIED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type KycTab_viewer$data = {
  readonly kyc: {
    readonly documents: ReadonlyArray<{
      readonly documentType: KycDocumentType;
      readonly fileName: string;
      readonly id: string;
      readonly rejectReason: string | null | undefined;
      readonly sizeBytes: number;
      readonly status: KycStatus;
      readonly uploadedAt: string;
    }>;
    readonly status: KycStatus;
  };
  readonly " $fragmentType": "KycTab_viewer";
};
export type KycTab_viewer$key = {
  readonly " $data"?: KycTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"KycTab_viewer">;
};

import KycTabRefetchQuery_graphql from './KycTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": KycTabRefetchQuery_graphql
    }
  },
  "name": "KycTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Kyc",
      "kind": "LinkedField",
      "name": "kyc",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "KycDocument",
          "kind": "LinkedField",
          "name": "documents",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "documentType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fileName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sizeBytes",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "uploadedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rejectReason",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "9e730a20c2af0216cd3de96d9d695d9d";

export default node;
