/**
 * @generated SignedSource<<9ce46933ea63d447bcb941c3d45a92b6>>
 * @relayHash f8b112feefaba58803e72b85c228cd77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4803f588f4048b9768017065569ccf7fe61b421d98abf3ded63089af7a9f0e2b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketType = "ASIAN_HANDICAP" | "CORRECT_SCORE" | "DOUBLE_CHANCE" | "DRAW_NO_BET" | "ONE_X_TWO" | "OUTRIGHT" | "TOTAL" | "TOTAL_MAPS" | "TOTAL_SETS" | "WINNER" | "%future added value";
export type EsportsPageQuery$variables = {
  count: number;
  sport?: string | null | undefined;
  withLive: boolean;
  withUpcoming: boolean;
};
export type EsportsPageQuery$data = {
  readonly live?: {
    readonly " $fragmentSpreads": FragmentRefs<"EsportsPage_live">;
  } | null | undefined;
  readonly marketTypes: ReadonlyArray<{
    readonly name: string;
    readonly type: MarketType;
  }>;
  readonly upcoming?: {
    readonly " $fragmentSpreads": FragmentRefs<"EsportsPage_upcoming">;
  } | null | undefined;
};
export type EsportsPageQuery = {
  response: EsportsPageQuery$data;
  variables: EsportsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sport"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withLive"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withUpcoming"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "MarketTypeInfo",
  "kind": "LinkedField",
  "name": "marketTypes",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "kind": "Variable",
  "name": "sport",
  "variableName": "sport"
},
v8 = [
  {
    "kind": "Variable",
    "name": "count",
    "variableName": "count"
  },
  (v7/*:: as any*/)
],
v9 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "count"
},
v10 = [
  (v9/*:: as any*/),
  {
    "kind": "Literal",
    "name": "phase",
    "value": "LIVE"
  },
  (v7/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuspended",
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryEsportMatchesConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Match",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sportName",
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Tournament",
            "kind": "LinkedField",
            "name": "tournament",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveInfo",
            "kind": "LinkedField",
            "name": "live",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              (v11/*:: as any*/),
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
          (v5/*:: as any*/),
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
              (v11/*:: as any*/),
              (v4/*:: as any*/),
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
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Odd",
                "kind": "LinkedField",
                "name": "odds",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
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
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v14 = [
  "sport",
  "phase"
],
v15 = [
  (v9/*:: as any*/),
  {
    "kind": "Literal",
    "name": "phase",
    "value": "PREMATCH"
  },
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EsportsPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "condition": "withLive",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v8/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "EsportsPage_live"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "live"
          }
        ]
      },
      {
        "condition": "withUpcoming",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v8/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "EsportsPage_upcoming"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "upcoming"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EsportsPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "condition": "withLive",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "liveMatches",
            "args": (v10/*:: as any*/),
            "concreteType": "QueryEsportMatchesConnection",
            "kind": "LinkedField",
            "name": "esportMatches",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "liveMatches",
            "args": (v10/*:: as any*/),
            "filters": (v14/*:: as any*/),
            "handle": "connection",
            "key": "EsportsPage_liveMatches",
            "kind": "LinkedHandle",
            "name": "esportMatches"
          }
        ]
      },
      {
        "condition": "withUpcoming",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "upcomingMatches",
            "args": (v15/*:: as any*/),
            "concreteType": "QueryEsportMatchesConnection",
            "kind": "LinkedField",
            "name": "esportMatches",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "upcomingMatches",
            "args": (v15/*:: as any*/),
            "filters": (v14/*:: as any*/),
            "handle": "connection",
            "key": "EsportsPage_upcomingMatches",
            "kind": "LinkedHandle",
            "name": "esportMatches"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "4803f588f4048b9768017065569ccf7fe61b421d98abf3ded63089af7a9f0e2b",
    "metadata": {},
    "name": "EsportsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "63253231fdd921654f6e3934a026c6d9";

export default node;
