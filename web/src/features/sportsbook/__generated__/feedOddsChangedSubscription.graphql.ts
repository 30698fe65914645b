/**
 * @generated SignedSource<<7bb55378433f8c08809cef9fe2b93c4b>>
 * @relayHash f1d617323444491aa1eca64e470227d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc0196bf170ecc9846e5f5b36b43bbadf8a6fbc7bc260aeeb70d0bcda534eb0a

import { ConcreteRequest } from 'relay-runtime';
export type feedOddsChangedSubscription$variables = {
  matches: ReadonlyArray<string>;
};
export type feedOddsChangedSubscription$data = {
  readonly oddsChanged: {
    readonly matchId: string;
    readonly odds: ReadonlyArray<{
      readonly id: string;
      readonly isSuspended: boolean;
      readonly price: number | null | undefined;
    }>;
    readonly reshaped: boolean;
  };
};
export type feedOddsChangedSubscription = {
  response: feedOddsChangedSubscription$data;
  variables: feedOddsChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "matches"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "matches",
        "variableName": "matches"
      }
    ],
    "concreteType": "OddsChanged",
    "kind": "LinkedField",
    "name": "oddsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matchId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reshaped",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Odd",
        "kind": "LinkedField",
        "name": "odds",
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
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSuspended",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "feedOddsChangedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedOddsChangedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dc0196bf170ecc9846e5f5b36b43bbadf8a6fbc7bc260aeeb70d0bcda534eb0a",
    "metadata": {},
    "name": "feedOddsChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "3416dd426b03bd923232f57c7ab874f9";

export default node;
