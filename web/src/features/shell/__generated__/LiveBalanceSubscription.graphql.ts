/**
 * @generated SignedSource<<2a2470be15623311d172ca920364bffc>>
 * @relayHash 826bb2c69150e37349047b2852917c1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef6f8aebf56da9a576e7b70fd63563275ab80f15a49c9caeb9a550a16c2b5e03

import { ConcreteRequest } from 'relay-runtime';
export type LiveBalanceSubscription$variables = Record<PropertyKey, never>;
export type LiveBalanceSubscription$data = {
  readonly balanceChanged: {
    readonly __typename: "SubscriptionBalanceChangedSuccess";
    readonly data: {
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
          {
            "alias": null,
            "args": null,
            "concreteType": "BalanceChanged",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "type": "SubscriptionBalanceChangedSuccess",
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
    "id": "ef6f8aebf56da9a576e7b70fd63563275ab80f15a49c9caeb9a550a16c2b5e03",
    "metadata": {},
    "name": "LiveBalanceSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "294b6f91edb3babe17800ce6c6628ad9";

export default node;
