/**
 * @generated SignedSource<<350d425561b6c93d090f08c092249d1f>>
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
export type OddButton_market$data = {
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
  readonly " $fragmentType": "OddButton_market";
};
export type OddButton_market$key = {
  readonly " $data"?: OddButton_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"OddButton_market">;
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
  "name": "OddButton_market",
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
  "type": "Market",
  "abstractKey": null
};
})();

(node as any).hash = "1c431d614a411648c51ee742c286f69a";

export default node;
