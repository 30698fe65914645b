/**
 * @generated SignedSource<<c87196c015e89f5765b1c37d1c3bd9c9>>
 * @relayHash d6c127ddb3e7090f610739f7119a362c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db1201ac77ce880471974b8d3ca101db02f359b3a00a4bd1c1b8653bdd9d30cf

import { ConcreteRequest } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type feedMatchUpdatedSubscription$variables = {
  match: string;
};
export type feedMatchUpdatedSubscription$data = {
  readonly matchUpdated: {
    readonly awayScore: number;
    readonly betStop: boolean;
    readonly clockSeconds: number;
    readonly homeScore: number;
    readonly id: string;
    readonly inInterval: boolean;
    readonly period: number;
    readonly status: MatchStatus;
  };
};
export type feedMatchUpdatedSubscription = {
  response: feedMatchUpdatedSubscription$data;
  variables: feedMatchUpdatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "match"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "match",
        "variableName": "match"
      }
    ],
    "concreteType": "LiveInfo",
    "kind": "LinkedField",
    "name": "matchUpdated",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "feedMatchUpdatedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedMatchUpdatedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "db1201ac77ce880471974b8d3ca101db02f359b3a00a4bd1c1b8653bdd9d30cf",
    "metadata": {},
    "name": "feedMatchUpdatedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "bbb69d20ba6d5ca66d2c8438fb017b51";

export default node;
