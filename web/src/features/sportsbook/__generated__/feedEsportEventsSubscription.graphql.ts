/**
 * @generated SignedSource<<97806e30a8689dfea2b71e26ad0ffc96>>
 * @relayHash 12ec1f7b868afbad2ce21cebca26c97d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e683713c1e21daaddb2946ce9f0fbd3718d23c006a8f8feccf96ac56ceded48

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type feedEsportEventsSubscription$variables = {
  sport?: string | null | undefined;
};
export type feedEsportEventsSubscription$data = {
  readonly esportEventsUpdated: {
    readonly listChanged: boolean;
    readonly matches: ReadonlyArray<{
      readonly id: string;
      readonly status: MatchStatus;
      readonly " $fragmentSpreads": FragmentRefs<"feed_liveState">;
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
    "kind": "Variable",
    "name": "sport",
    "variableName": "sport"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "listChanged",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "feedEsportEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EventsUpdated",
        "kind": "LinkedField",
        "name": "esportEventsUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveInfo",
            "kind": "LinkedField",
            "name": "matches",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "feed_liveState"
              }
            ],
            "storageKey": null
          }
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
    "name": "feedEsportEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EventsUpdated",
        "kind": "LinkedField",
        "name": "esportEventsUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveInfo",
            "kind": "LinkedField",
            "name": "matches",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                "concreteType": "Score",
                "kind": "LinkedField",
                "name": "periodScores",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "home",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "away",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "betStop",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasStream",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9e683713c1e21daaddb2946ce9f0fbd3718d23c006a8f8feccf96ac56ceded48",
    "metadata": {},
    "name": "feedEsportEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "41fa97440cadc3599be3f751e4974c65";

export default node;
