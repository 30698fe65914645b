/**
 * @generated SignedSource<<10f7da24fb64f00995e6951a0e338623>>
 * @relayHash 90bd0f9c3da0859f3531c4879042e0b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af607c2268bdbad4ee3135579dc99f095d9ce24e3864c067f283eac5fd15457e

import { ConcreteRequest } from 'relay-runtime';
export type jackpotsWonSubscription$variables = Record<PropertyKey, never>;
export type jackpotsWonSubscription$data = {
  readonly jackpotWon: {
    readonly __typename: "JackpotWin";
    readonly amount: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly game: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
    readonly id: string;
    readonly jackpot: {
      readonly amount: {
        readonly amount: string;
        readonly currency: string;
      };
      readonly code: string;
      readonly id: string;
      readonly name: string;
    };
    readonly wonAt: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type jackpotsWonSubscription = {
  response: jackpotsWonSubscription$data;
  variables: jackpotsWonSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "jackpotWon",
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
            "kind": "ScalarField",
            "name": "wonAt",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Jackpot",
            "kind": "LinkedField",
            "name": "jackpot",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CasinoGame",
            "kind": "LinkedField",
            "name": "game",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "JackpotWin",
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
    "name": "jackpotsWonSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "jackpotsWonSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "af607c2268bdbad4ee3135579dc99f095d9ce24e3864c067f283eac5fd15457e",
    "metadata": {},
    "name": "jackpotsWonSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e95f70e9c6370403f54c491ce132187a";

export default node;
