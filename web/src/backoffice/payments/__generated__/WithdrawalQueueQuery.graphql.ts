/**
 * @generated SignedSource<<215ac161c94448ad29378d4cc87741a8>>
 * @relayHash b34b4026e43a62894546f8b03fcb2639
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71bfe716ed0921a2ac4459c4b517613a9ff540609f1a688e1ee55d2cb01ed81b

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawalQueueQuery$variables = Record<PropertyKey, never>;
export type WithdrawalQueueQuery$data = {
  readonly backoffice: {
    readonly withdrawalQueue: ReadonlyArray<{
      readonly amount: string;
      readonly approvalsNeeded: number;
      readonly approvedBy: ReadonlyArray<string>;
      readonly currency: string;
      readonly id: string;
      readonly kycRequired: boolean;
      readonly kycStatus: string | null | undefined;
      readonly method: string | null | undefined;
      readonly requestedAt: string;
      readonly userId: string;
      readonly userName: string | null | undefined;
    }>;
  };
};
export type WithdrawalQueueQuery = {
  response: WithdrawalQueueQuery$data;
  variables: WithdrawalQueueQuery$variables;
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
        "concreteType": "BackofficeWithdrawal",
        "kind": "LinkedField",
        "name": "withdrawalQueue",
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
            "name": "requestedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kycStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kycRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approvalsNeeded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approvedBy",
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
    "name": "WithdrawalQueueQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WithdrawalQueueQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "71bfe716ed0921a2ac4459c4b517613a9ff540609f1a688e1ee55d2cb01ed81b",
    "metadata": {},
    "name": "WithdrawalQueueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e7f1a708ade3b697d149baf0f06c46ac";

export default node;
