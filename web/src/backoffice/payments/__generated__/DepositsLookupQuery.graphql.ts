/**
 * @generated SignedSource<<9f9876f1535c7738022e0c0d168abe52>>
 * @relayHash d98f8c70cbcc5ec3d6993ce9abc701fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5278e4f2b4e8c47a5b2732b57e211eaf7afec82c3fdd9c7f417bd2deba88b11e

import { ConcreteRequest } from 'relay-runtime';
export type DepositsLookupQuery$variables = {
  player?: string | null | undefined;
  reference?: string | null | undefined;
};
export type DepositsLookupQuery$data = {
  readonly backoffice: {
    readonly deposits: ReadonlyArray<{
      readonly amount: string;
      readonly completedAt: string | null | undefined;
      readonly createdAt: string;
      readonly currency: string;
      readonly id: string;
      readonly legacyId: string;
      readonly method: string | null | undefined;
      readonly provider: string | null | undefined;
      readonly providerReference: string | null | undefined;
      readonly reasonText: string | null | undefined;
      readonly referenceNumber: string | null | undefined;
      readonly statusText: string;
      readonly updatedAt: string;
      readonly userId: string;
      readonly userName: string;
    }>;
  };
};
export type DepositsLookupQuery = {
  response: DepositsLookupQuery$data;
  variables: DepositsLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "player"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reference"
},
v2 = [
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
        "args": [
          {
            "kind": "Variable",
            "name": "player",
            "variableName": "player"
          },
          {
            "kind": "Variable",
            "name": "reference",
            "variableName": "reference"
          }
        ],
        "concreteType": "BackofficeDeposit",
        "kind": "LinkedField",
        "name": "deposits",
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
            "name": "legacyId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
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
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "method",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "providerReference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referenceNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reasonText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completedAt",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DepositsLookupQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DepositsLookupQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5278e4f2b4e8c47a5b2732b57e211eaf7afec82c3fdd9c7f417bd2deba88b11e",
    "metadata": {},
    "name": "DepositsLookupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5d0501219a8be914e57bfab92110e9c3";

export default node;
