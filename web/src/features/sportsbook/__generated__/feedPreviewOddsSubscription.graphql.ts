/**
 * @generated SignedSource<<a40eab740508dccf24a4e8f41d9b4a83>>
 * @relayHash 0bb519867b8f4549252569ed06c967e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9009601efe1bf6de4d9558bde90a4e03df660f5604f156f732c375b616e8891

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MatchPhase = "LIVE" | "PREMATCH" | "%future added value";
export type feedPreviewOddsSubscription$variables = {
  phase: MatchPhase;
  sport?: string | null | undefined;
};
export type feedPreviewOddsSubscription$data = {
  readonly previewOddsChanged: {
    readonly matchId: string;
    readonly reshaped: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"feed_odds">;
  };
};
export type feedPreviewOddsSubscription = {
  response: feedPreviewOddsSubscription$data;
  variables: feedPreviewOddsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "phase"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sport"
},
v2 = [
  {
    "kind": "Variable",
    "name": "phase",
    "variableName": "phase"
  },
  {
    "kind": "Variable",
    "name": "sport",
    "variableName": "sport"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reshaped",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "feedPreviewOddsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OddsChanged",
        "kind": "LinkedField",
        "name": "previewOddsChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "feed_odds"
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "feedPreviewOddsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OddsChanged",
        "kind": "LinkedField",
        "name": "previewOddsChanged",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d9009601efe1bf6de4d9558bde90a4e03df660f5604f156f732c375b616e8891",
    "metadata": {},
    "name": "feedPreviewOddsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "932a63d9b036a224aeb4a1cd33e69a20";

export default node;
