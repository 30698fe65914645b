/**
 * @generated SignedSource<<4996b7e4c4f34defd20f737dba1f2285>>
 * @relayHash 1a1273f8c39b86a2ee391518a136ef08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9202b1e8d8f9bf0cfc5994fdcce714161fa1a9d878777369ce477d869fd762c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CasinoGameKind = "LIVE" | "SLOT" | "TABLE" | "VIRTUAL" | "%future added value";
export type CasinoPageQuery$variables = {
  category?: string | null | undefined;
  count: number;
  kind: CasinoGameKind;
  lobbyKind: CasinoGameKind;
  provider?: string | null | undefined;
  withGames: boolean;
};
export type CasinoPageQuery$data = {
  readonly games?: {
    readonly " $fragmentSpreads": FragmentRefs<"LobbyGames_query">;
  } | null | undefined;
  readonly kindLobby: {
    readonly providers: ReadonlyArray<{
      readonly code: string;
      readonly gameCount: number;
      readonly name: string;
    }>;
  };
  readonly lobby: {
    readonly categories: ReadonlyArray<{
      readonly code: string;
      readonly gameCount: number;
    }>;
    readonly totalCount: number;
  };
};
export type CasinoPageQuery = {
  response: CasinoPageQuery$data;
  variables: CasinoPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lobbyKind"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "provider"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withGames"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gameCount",
  "storageKey": null
},
v9 = {
  "alias": "lobby",
  "args": [
    {
      "kind": "Variable",
      "name": "kind",
      "variableName": "lobbyKind"
    }
  ],
  "concreteType": "CasinoLobby",
  "kind": "LinkedField",
  "name": "casinoLobby",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CasinoCategory",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v7/*:: as any*/),
        (v8/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": "kindLobby",
  "args": [
    (v10/*:: as any*/)
  ],
  "concreteType": "CasinoLobby",
  "kind": "LinkedField",
  "name": "casinoLobby",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CasinoProvider",
      "kind": "LinkedField",
      "name": "providers",
      "plural": true,
      "selections": [
        (v7/*:: as any*/),
        (v11/*:: as any*/),
        (v8/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v14 = {
  "kind": "Variable",
  "name": "provider",
  "variableName": "provider"
},
v15 = [
  (v13/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v10/*:: as any*/),
  (v14/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CasinoPageQuery",
    "selections": [
      (v9/*:: as any*/),
      (v12/*:: as any*/),
      {
        "condition": "withGames",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v13/*:: as any*/),
                    {
                      "kind": "Variable",
                      "name": "count",
                      "variableName": "count"
                    },
                    (v10/*:: as any*/),
                    (v14/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "LobbyGames_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "games"
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CasinoPageQuery",
    "selections": [
      (v9/*:: as any*/),
      (v12/*:: as any*/),
      {
        "condition": "withGames",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "CasinoGameConnection",
            "kind": "LinkedField",
            "name": "casinoGames",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CasinoGameEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CasinoGame",
                    "kind": "LinkedField",
                    "name": "node",
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
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasDemo",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasJackpot",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "studio",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "launchError",
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
                        "concreteType": "CasinoProvider",
                        "kind": "LinkedField",
                        "name": "provider",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "legacyId",
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
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "filters": [
              "kind",
              "category",
              "provider"
            ],
            "handle": "connection",
            "key": "LobbyGames_casinoGames",
            "kind": "LinkedHandle",
            "name": "casinoGames"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "e9202b1e8d8f9bf0cfc5994fdcce714161fa1a9d878777369ce477d869fd762c",
    "metadata": {},
    "name": "CasinoPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e67cd083c5195e86d025a1cc105c9d0";

export default node;
