/**
 * @generated SignedSource<<d0dcfd627c04476f0ee23ce5b56ec481>>
 * @relayHash ebd459e75ceb322e6b6933704aafaf76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b0c374984372b178f474904531b79bc191890077a6fb2820b0d212a036748c5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketType = "ASIAN_HANDICAP" | "CORRECT_SCORE" | "DOUBLE_CHANCE" | "DRAW_NO_BET" | "ONE_X_TWO" | "OUTRIGHT" | "TOTAL" | "TOTAL_MAPS" | "TOTAL_SETS" | "WINNER" | "%future added value";
export type PeriodType = "HALF" | "LEG" | "MAP" | "MATCH" | "PERIOD" | "QUARTER" | "SET" | "%future added value";
export type OutrightsPageQuery$variables = {
  sport: string;
};
export type OutrightsPageQuery$data = {
  readonly outrights: ReadonlyArray<{
    readonly categoryName: string;
    readonly endsAt: string;
    readonly id: string;
    readonly markets: ReadonlyArray<{
      readonly id: string;
      readonly isSuspended: boolean;
      readonly line: number | null | undefined;
      readonly odds: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OddButton_odd">;
      }>;
      readonly periodIndex: number;
      readonly periodType: PeriodType;
      readonly type: MarketType;
    }>;
    readonly name: string;
    readonly tournamentName: string;
  }>;
};
export type OutrightsPageQuery = {
  response: OutrightsPageQuery$data;
  variables: OutrightsPageQuery$variables;
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
  "name": "id",
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
  "name": "endsAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tournamentName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "periodType",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "periodIndex",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "line",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuspended",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OutrightsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Outright",
        "kind": "LinkedField",
        "name": "outrights",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Market",
            "kind": "LinkedField",
            "name": "markets",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Odd",
                "kind": "LinkedField",
                "name": "odds",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OddButton_odd"
                  }
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OutrightsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Outright",
        "kind": "LinkedField",
        "name": "outrights",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Market",
            "kind": "LinkedField",
            "name": "markets",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Odd",
                "kind": "LinkedField",
                "name": "odds",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
                  (v11/*:: as any*/)
                ],
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
    "id": "8b0c374984372b178f474904531b79bc191890077a6fb2820b0d212a036748c5",
    "metadata": {},
    "name": "OutrightsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5e57706be67687d853db693b0a089b82";

export default node;
