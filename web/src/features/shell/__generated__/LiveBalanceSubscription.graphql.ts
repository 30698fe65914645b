/**
 * @generated SignedSource<<7edc9534a0ccf56911cd068ac64d2fa2>>
 * @relayHash b6bbd1be3ee5915fa15ba7ca7affb7fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 677b8e7e6b76f1017b7f4cdd5f702b0011c283fb4b885b250971647ddae207e1

import { ConcreteRequest } from 'relay-runtime';
export type LiveBalanceSubscription$variables = Record<PropertyKey, never>;
export type LiveBalanceSubscription$data = {
  readonly balanceChanged: {
    readonly __typename: "BalanceChanged";
    readonly currency: string;
    readonly viewer: {
      readonly balance: {
        readonly amount: string;
        readonly currency: string;
      };
      readonly balanceDetails: {
        readonly bonus: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly cash: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly currency: string;
        readonly reserved: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly total: {
          readonly amount: string;
          readonly currency: string;
        };
      };
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type LiveBalanceSubscription = {
  response: LiveBalanceSubscription$data;
  variables: LiveBalanceSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "balanceChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
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
                "name": "balance",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Balance",
                "kind": "LinkedField",
                "name": "balanceDetails",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "cash",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "bonus",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "reserved",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "total",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BalanceChanged",
        "abstractKey": null
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
    "name": "LiveBalanceSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveBalanceSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "677b8e7e6b76f1017b7f4cdd5f702b0011c283fb4b885b250971647ddae207e1",
    "metadata": {},
    "name": "LiveBalanceSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "3728339514867f2d5f8b5d9a26d39b26";

export default node;
