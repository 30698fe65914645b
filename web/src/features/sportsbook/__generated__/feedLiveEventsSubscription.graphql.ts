/**
 * @generated SignedSource<<d0829037e9a4402be5529c4a52e17959>>
 * @relayHash b82be5d8eb6e172a973f1373b6d1e399
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41cae8ef785f780313d7af42e61ad2f23daff37d3973a93b975b39c0961afba1

import { ConcreteRequest } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type feedLiveEventsSubscription$variables = {
  sport?: string | null | undefined;
};
export type feedLiveEventsSubscription$data = {
  readonly liveEventsUpdated: {
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
export type feedLiveEventsSubscription = {
  response: feedLiveEventsSubscription$data;
  variables: feedLiveEventsSubscription$variables;
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
    "name": "liveEventsUpdated",
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
    "name": "feedLiveEventsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedLiveEventsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "41cae8ef785f780313d7af42e61ad2f23daff37d3973a93b975b39c0961afba1",
    "metadata": {},
    "name": "feedLiveEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "9091f262e339a9f6a75eca42cd16267f";

export default node;
