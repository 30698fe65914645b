/**
 * @generated SignedSource<<0863710a74029f1fb8f0fcfc1e429213>>
 * @relayHash 589024138628d15f317fbea699b233d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6e687f1616622fae7125e02a8e8ba9e20c9bf279633bdc7c8dcdcb12239f4c9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type feedOddsChangedSubscription$variables = {
  matches: ReadonlyArray<string>;
};
export type feedOddsChangedSubscription$data = {
  readonly oddsChanged: {
    readonly matchId: string;
    readonly reshaped: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"feed_odds">;
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
    "kind": "Variable",
    "name": "matches",
    "variableName": "matches"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reshaped",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "feedOddsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OddsChanged",
        "kind": "LinkedField",
        "name": "oddsChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "feed_odds"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedOddsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OddsChanged",
        "kind": "LinkedField",
        "name": "oddsChanged",
        "plural": false,
        "selections": [
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
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c6e687f1616622fae7125e02a8e8ba9e20c9bf279633bdc7c8dcdcb12239f4c9",
    "metadata": {},
    "name": "feedOddsChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "65f572fb1236951e5b3fd90ccdb2a51e";

export default node;
