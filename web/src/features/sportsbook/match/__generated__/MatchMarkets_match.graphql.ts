/**
 * @generated SignedSource<<b6d355ce23e07bc4ceed145976fd10ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MarketTime = "EXTRA_INNINGS" | "OVERTIME" | "REGULATION" | "SHOOTOUT" | "%future added value";
export type MarketType = "ASIAN_HANDICAP" | "CORRECT_SCORE" | "DOUBLE_CHANCE" | "DRAW_NO_BET" | "ONE_X_TWO" | "OUTRIGHT" | "TOTAL" | "TOTAL_MAPS" | "TOTAL_SETS" | "WINNER" | "%future added value";
export type PeriodType = "HALF" | "LEG" | "MAP" | "MATCH" | "PERIOD" | "QUARTER" | "SET" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MatchMarkets_match$data = {
  readonly id: string;
  readonly link: string;
  readonly live: {
    readonly betStop: boolean;
  };
  readonly markets: ReadonlyArray<{
    readonly id: string;
    readonly isMain: boolean;
    readonly isSuspended: boolean;
    readonly key: string;
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
  readonly name: string;
  readonly sportKey: string;
  readonly " $fragmentType": "MatchMarkets_match";
};
export type MatchMarkets_match$key = {
  readonly " $data"?: MatchMarkets_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchMarkets_match">;
};

import MatchMarketsRefetchQuery_graphql from './MatchMarketsRefetchQuery.graphql';

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
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": MatchMarketsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MatchMarkets_match",
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
      "name": "link",
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
          "name": "betStop",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Market",
      "kind": "LinkedField",
      "name": "markets",
      "plural": true,
      "selections": [
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
          "name": "isMain",
          "storageKey": null
        },
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

(node as any).hash = "5d8a8e389364cec01ab5bf1a6a0b9351";

export default node;
