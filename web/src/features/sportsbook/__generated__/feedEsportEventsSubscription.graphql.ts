/**
 * @generated SignedSource<<2e181e250357198624afee3801e1300d>>
 * @relayHash c9f980faf05a51e5fc4ceca4a347c2af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b7f040514273aeb8eccebd2e6b677fd8c77ce29a8f298c81f675110a75187f5

import { ConcreteRequest } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type feedEsportEventsSubscription$variables = {
  sport?: string | null | undefined;
};
export type feedEsportEventsSubscription$data = {
  readonly esportEventsUpdated: {
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
export type feedEsportEventsSubscription = {
  response: feedEsportEventsSubscription$data;
  variables: feedEsportEventsSubscription$variables;
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
    "name": "esportEventsUpdated",
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
    "name": "feedEsportEventsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedEsportEventsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5b7f040514273aeb8eccebd2e6b677fd8c77ce29a8f298c81f675110a75187f5",
    "metadata": {},
    "name": "feedEsportEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "5f167d335e5535882e16b1a7bcd41511";

export default node;
