/**
 * @generated SignedSource<<c06490fadddf0db6c8ec89e955ff3804>>
 * @relayHash cfeb9350fabd8a6307a0749b5f241dd3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d850076685c9e64cfa0488191a6eaa0a62d1a080fd49a0cbfeec0ba3797e081

import { ConcreteRequest } from 'relay-runtime';
export type MatchPhase = "LIVE" | "PREMATCH" | "%future added value";
export type feedPreviewOddsSubscription$variables = {
  phase: MatchPhase;
  sport?: string | null | undefined;
};
export type feedPreviewOddsSubscription$data = {
  readonly previewOddsChanged: {
    readonly matchId: string;
    readonly odds: ReadonlyArray<{
      readonly id: string;
      readonly isSuspended: boolean;
      readonly price: number | null | undefined;
    }>;
    readonly reshaped: boolean;
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
    "alias": null,
    "args": [
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
    "concreteType": "OddsChanged",
    "kind": "LinkedField",
    "name": "previewOddsChanged",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "feedPreviewOddsSubscription",
    "selections": (v2/*:: as any*/),
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
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5d850076685c9e64cfa0488191a6eaa0a62d1a080fd49a0cbfeec0ba3797e081",
    "metadata": {},
    "name": "feedPreviewOddsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "010d54961c8e41775add4d7b8921115e";

export default node;
