/**
 * @generated SignedSource<<947074007095dea03fb02424d8560706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MarketTime = "EXTRA_INNINGS" | "OVERTIME" | "REGULATION" | "SHOOTOUT" | "%future added value";
export type MarketType = "ASIAN_HANDICAP" | "CORRECT_SCORE" | "DOUBLE_CHANCE" | "DRAW_NO_BET" | "ONE_X_TWO" | "OUTRIGHT" | "TOTAL" | "TOTAL_MAPS" | "TOTAL_SETS" | "WINNER" | "%future added value";
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type PeriodType = "HALF" | "LEG" | "MAP" | "MATCH" | "PERIOD" | "QUARTER" | "SET" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MatchRow_match$data = {
  readonly awayTeam: string | null | undefined;
  readonly homeTeam: string | null | undefined;
  readonly id: string;
  readonly link: string;
  readonly live: {
    readonly betStop: boolean;
    readonly hasStream: boolean;
    readonly status: MatchStatus;
    readonly " $fragmentSpreads": FragmentRefs<"LiveScore_live">;
  };
  readonly marketsCount: number;
  readonly name: string;
  readonly previewMarkets: ReadonlyArray<{
    readonly id: string;
    readonly isSuspended: boolean;
    readonly line: number | null | undefined;
    readonly odds: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OddButton_odd">;
    }>;
    readonly periodIndex: number;
    readonly periodType: PeriodType;
    readonly time: MarketTime | null | undefined;
    readonly type: MarketType;
  }>;
  readonly sportKey: string;
  readonly startsAt: string;
  readonly " $fragmentType": "MatchRow_match";
};
export type MatchRow_match$key = {
  readonly " $data"?: MatchRow_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchRow_match">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchRow_match",
  "selections": [
    (v0/*:: as any*/),
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveScore_live"
        }
      ],
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
        (v0/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "isSuspended",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Odd",
          "kind": "LinkedField",
          "name": "odds",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
  "type": "Match",
  "abstractKey": null
};
})();

(node as any).hash = "f1862bf393ac1dbd5b9ea18e6ecc37c7";

export default node;
