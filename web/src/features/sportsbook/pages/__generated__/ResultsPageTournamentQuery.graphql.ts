/**
 * @generated SignedSource<<d7c6e331b165e45f5184eea3139f50a5>>
 * @relayHash 74f60027183cadfa065a39805b5a8f38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3869ef41b52f60297ac733fb2ee47885d3af71c3e1376a7df8130d36757be133

import { ConcreteRequest } from 'relay-runtime';
export type ItemResult = "CANCELLED" | "HALF_LOSE" | "HALF_WIN" | "LOST" | "REFUND" | "WIN" | "%future added value";
export type MarketTime = "EXTRA_INNINGS" | "OVERTIME" | "REGULATION" | "SHOOTOUT" | "%future added value";
export type MarketType = "ASIAN_HANDICAP" | "CORRECT_SCORE" | "DOUBLE_CHANCE" | "DRAW_NO_BET" | "ONE_X_TWO" | "OUTRIGHT" | "TOTAL" | "TOTAL_MAPS" | "TOTAL_SETS" | "WINNER" | "%future added value";
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type PeriodType = "HALF" | "LEG" | "MAP" | "MATCH" | "PERIOD" | "QUARTER" | "SET" | "%future added value";
export type ResultsPageTournamentQuery$variables = {
  date?: string | null | undefined;
  tournament: string;
};
export type ResultsPageTournamentQuery$data = {
  readonly results: ReadonlyArray<{
    readonly awayScore: number;
    readonly awayTeam: string | null | undefined;
    readonly homeScore: number;
    readonly homeTeam: string | null | undefined;
    readonly markets: ReadonlyArray<{
      readonly key: string;
      readonly line: number | null | undefined;
      readonly outcomes: ReadonlyArray<{
        readonly key: string;
        readonly oddId: string;
        readonly price: number | null | undefined;
        readonly result: ItemResult | null | undefined;
        readonly title: string;
        readonly titleSuffix: string | null | undefined;
      }>;
      readonly periodIndex: number;
      readonly periodType: PeriodType;
      readonly time: MarketTime | null | undefined;
      readonly type: MarketType;
    }>;
    readonly matchId: string;
    readonly name: string;
    readonly periodScores: ReadonlyArray<{
      readonly away: number;
      readonly home: number;
    }>;
    readonly startsAt: string;
    readonly status: MatchStatus;
  }>;
};
export type ResultsPageTournamentQuery = {
  response: ResultsPageTournamentQuery$data;
  variables: ResultsPageTournamentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "date"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tournament"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      },
      {
        "kind": "Variable",
        "name": "tournament",
        "variableName": "tournament"
      }
    ],
    "concreteType": "MatchResult",
    "kind": "LinkedField",
    "name": "results",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matchId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
        "name": "status",
        "storageKey": null
      },
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
        "concreteType": "ResultMarket",
        "kind": "LinkedField",
        "name": "markets",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "ResultOutcome",
            "kind": "LinkedField",
            "name": "outcomes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "oddId",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "result",
                "storageKey": null
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResultsPageTournamentQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ResultsPageTournamentQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "3869ef41b52f60297ac733fb2ee47885d3af71c3e1376a7df8130d36757be133",
    "metadata": {},
    "name": "ResultsPageTournamentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eaaa783f4332afe7eff096d1910c319d";

export default node;
