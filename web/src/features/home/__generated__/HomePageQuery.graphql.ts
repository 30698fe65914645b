/**
 * @generated SignedSource<<1f3fc3126e8e7d889eb9dfea3cbd8e95>>
 * @relayHash 6be7d2626d6c2c24471519ea9cb06207
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 482d16f0ff5a67999b3bb78825c4e41e9043661654ae4023a9efe51a26eac60f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly clientConfig: {
    readonly defaultCurrency: string;
  };
  readonly mostPopularMatches: ReadonlyArray<{
    readonly id: string;
    readonly live: {
      readonly status: MatchStatus;
    };
    readonly " $fragmentSpreads": FragmentRefs<"MatchRow_match">;
  }>;
  readonly topMatches: ReadonlyArray<{
    readonly id: string;
    readonly live: {
      readonly status: MatchStatus;
    };
    readonly " $fragmentSpreads": FragmentRefs<"MatchRow_match">;
  }>;
  readonly tournaments: ReadonlyArray<{
    readonly categoryName: string;
    readonly id: string;
    readonly matchesCount: number;
    readonly name: string;
    readonly sport: {
      readonly key: string;
      readonly name: string;
    };
  }>;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientConfig",
  "kind": "LinkedField",
  "name": "clientConfig",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultCurrency",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "LiveInfo",
    "kind": "LinkedField",
    "name": "live",
    "plural": false,
    "selections": [
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "MatchRow_match"
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "topOnly",
    "value": true
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchesCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuspended",
  "storageKey": null
},
v11 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "LiveInfo",
    "kind": "LinkedField",
    "name": "live",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasStream",
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
        "concreteType": "StoppageTime",
        "kind": "LinkedField",
        "name": "stoppageTime",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "announcedMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playedSeconds",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GamePoints",
        "kind": "LinkedField",
        "name": "gamePoints",
        "plural": false,
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tieBreak",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serving",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "halfInning",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "outs",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "homeTeam",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "awayTeam",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "startsAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "link",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "marketsCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sportKey",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Market",
    "kind": "LinkedField",
    "name": "previewMarkets",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "periodType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "periodIndex",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "time",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "line",
        "storageKey": null
      },
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Odd",
        "kind": "LinkedField",
        "name": "odds",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "titleSuffix",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Match",
        "kind": "LinkedField",
        "name": "topMatches",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": "topMatches(first:6)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Match",
        "kind": "LinkedField",
        "name": "mostPopularMatches",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": "mostPopularMatches(first:6)"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Tournament",
        "kind": "LinkedField",
        "name": "tournaments",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Sport",
            "kind": "LinkedField",
            "name": "sport",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "tournaments(topOnly:true)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Match",
        "kind": "LinkedField",
        "name": "topMatches",
        "plural": true,
        "selections": (v11/*:: as any*/),
        "storageKey": "topMatches(first:6)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Match",
        "kind": "LinkedField",
        "name": "mostPopularMatches",
        "plural": true,
        "selections": (v11/*:: as any*/),
        "storageKey": "mostPopularMatches(first:6)"
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Tournament",
        "kind": "LinkedField",
        "name": "tournaments",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Sport",
            "kind": "LinkedField",
            "name": "sport",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v6/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "tournaments(topOnly:true)"
      }
    ]
  },
  "params": {
    "id": "482d16f0ff5a67999b3bb78825c4e41e9043661654ae4023a9efe51a26eac60f",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a9a93c9d2fe7646cea712afdc7854a1d";

export default node;
