/**
 * @generated SignedSource<<79df0a9c51fdf4486acb8e5c85c171c2>>
 * @relayHash 34af34887d2b199ff0fb5cdae0b0f85d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e180a612e04a5d0817a422f2d58e71577a42d2df895205f3633eb6e8a4c122d9

import { ConcreteRequest } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type feedPrematchEventsSubscription$variables = {
  sport?: string | null | undefined;
};
export type feedPrematchEventsSubscription$data = {
  readonly prematchEventsUpdated: {
    readonly listChanged: boolean;
    readonly matches: ReadonlyArray<{
      readonly awayScore: number;
      readonly betStop: boolean;
      readonly clockSeconds: number;
      readonly homeScore: number;
      readonly id: string;
      readonly inInterval: boolean;
      readonly period: number;
      readonly status: MatchStatus;
    }>;
  };
};
export type feedPrematchEventsSubscription = {
  response: feedPrematchEventsSubscription$data;
  variables: feedPrematchEventsSubscription$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sport",
        "variableName": "sport"
      }
    ],
    "concreteType": "EventsUpdated",
    "kind": "LinkedField",
    "name": "prematchEventsUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "listChanged",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveInfo",
        "kind": "LinkedField",
        "name": "matches",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "period",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clockSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inInterval",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "homeScore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "awayScore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "betStop",
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
    "name": "feedPrematchEventsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedPrematchEventsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e180a612e04a5d0817a422f2d58e71577a42d2df895205f3633eb6e8a4c122d9",
    "metadata": {},
    "name": "feedPrematchEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "cb30cb236793a58582340fab68ec95f4";

export default node;
