/**
 * @generated SignedSource<<15c2317142e2175e6e14d41da7a4c03f>>
 * @relayHash c0d4e856e532805ef7f9883d92eb6c2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c278bc5ec8e4317055bd175a0b5c53cb05cd7cef7803bc808ffd082d7f5be9ab

import { ConcreteRequest } from 'relay-runtime';
export type JackpotTickerSubscription$variables = Record<PropertyKey, never>;
export type JackpotTickerSubscription$data = {
  readonly jackpotsChanged: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly id: string;
  }>;
};
export type JackpotTickerSubscription = {
  response: JackpotTickerSubscription$data;
  variables: JackpotTickerSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Jackpot",
    "kind": "LinkedField",
    "name": "jackpotsChanged",
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
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "amount",
        "plural": false,
        "selections": [
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
    "name": "JackpotTickerSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JackpotTickerSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c278bc5ec8e4317055bd175a0b5c53cb05cd7cef7803bc808ffd082d7f5be9ab",
    "metadata": {},
    "name": "JackpotTickerSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b07f82ce9627b0a362db3ea08b71ee26";

export default node;
