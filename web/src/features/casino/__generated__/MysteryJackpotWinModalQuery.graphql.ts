/**
 * @generated SignedSource<<92d1696b25a654df5260683b04497510>>
 * @relayHash b30bbe7abb8cba5a5b1564fe32230efc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2350d0c1f00043c9482a958189dc9795627fc14859155ec08ddd87c84230995

import { ConcreteRequest } from 'relay-runtime';
export type MysteryJackpotWinModalQuery$variables = Record<PropertyKey, never>;
export type MysteryJackpotWinModalQuery$data = {
  readonly viewer: {
    readonly jackpotWins: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly amount: {
            readonly amount: string;
            readonly currency: string;
          };
          readonly game: {
            readonly title: string;
          } | null | undefined;
          readonly id: string;
          readonly jackpot: {
            readonly name: string;
          };
        };
      }>;
    };
  } | null | undefined;
};
export type MysteryJackpotWinModalQuery = {
  response: MysteryJackpotWinModalQuery$data;
  variables: MysteryJackpotWinModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MysteryJackpotWinModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "JackpotWinConnection",
            "kind": "LinkedField",
            "name": "jackpotWins",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JackpotWinEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JackpotWin",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Jackpot",
                        "kind": "LinkedField",
                        "name": "jackpot",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CasinoGame",
                        "kind": "LinkedField",
                        "name": "game",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "jackpotWins(first:1)"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MysteryJackpotWinModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "JackpotWinConnection",
            "kind": "LinkedField",
            "name": "jackpotWins",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JackpotWinEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JackpotWin",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Jackpot",
                        "kind": "LinkedField",
                        "name": "jackpot",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v1/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CasinoGame",
                        "kind": "LinkedField",
                        "name": "game",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v1/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "jackpotWins(first:1)"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f2350d0c1f00043c9482a958189dc9795627fc14859155ec08ddd87c84230995",
    "metadata": {},
    "name": "MysteryJackpotWinModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2aaed5f3394866a59b0462327a4c2f31";

export default node;
