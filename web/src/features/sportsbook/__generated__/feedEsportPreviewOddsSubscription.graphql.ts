/**
 * @generated SignedSource<<0e7497d5aa63af4a3c69efa14ddfb6e7>>
 * @relayHash 1445d318167a4ba26979d5d2d7af0aa6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddb145202b6cb4b764a35397dc3e397f20ba1be55d05c922be438a345b70b794

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type feedEsportPreviewOddsSubscription$variables = {
  sport?: string | null | undefined;
};
export type feedEsportPreviewOddsSubscription$data = {
  readonly esportPreviewOddsChanged: {
    readonly matchId: string;
    readonly reshaped: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"feed_odds">;
  };
};
export type feedEsportPreviewOddsSubscription = {
  response: feedEsportPreviewOddsSubscription$data;
  variables: feedEsportPreviewOddsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sport"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "sport",
    "variableName": "sport"
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
    "name": "feedEsportPreviewOddsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OddsChanged",
        "kind": "LinkedField",
        "name": "esportPreviewOddsChanged",
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
    "name": "feedEsportPreviewOddsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OddsChanged",
        "kind": "LinkedField",
        "name": "esportPreviewOddsChanged",
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
    "id": "ddb145202b6cb4b764a35397dc3e397f20ba1be55d05c922be438a345b70b794",
    "metadata": {},
    "name": "feedEsportPreviewOddsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "eb974e509afa869d27bdde10f17e2bbb";

export default node;
