/**
 * @generated SignedSource<<cf551fd4b8dbb7d78d388f3a1efa1fa1>>
 * @relayHash 1be4ab5a29825419f3b79db4cd2c3c38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e0eff20981a0f3bb0cf19d61d1d05a26bbde8506c0c2246f734d0085bbf13af

import { ConcreteRequest } from 'relay-runtime';
export type KycQueueQuery$variables = Record<PropertyKey, never>;
export type KycQueueQuery$data = {
  readonly backoffice: {
    readonly kycQueue: ReadonlyArray<{
      readonly contentType: string;
      readonly documentType: string;
      readonly email: string;
      readonly fileName: string;
      readonly fileUrl: string;
      readonly id: string;
      readonly playerId: string;
      readonly sizeBytes: number;
      readonly uploadedAt: string;
      readonly userName: string;
    }>;
  };
};
export type KycQueueQuery = {
  response: KycQueueQuery$data;
  variables: KycQueueQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Backoffice",
    "kind": "LinkedField",
    "name": "backoffice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "KycReviewDocument",
        "kind": "LinkedField",
        "name": "kycQueue",
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
            "name": "playerId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
            "name": "contentType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sizeBytes",
            "storageKey": null
          },
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
            "name": "fileUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "KycQueueQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "KycQueueQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4e0eff20981a0f3bb0cf19d61d1d05a26bbde8506c0c2246f734d0085bbf13af",
    "metadata": {},
    "name": "KycQueueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5d6fd17d5c1f0fd3ed12b314146d04dc";

export default node;
