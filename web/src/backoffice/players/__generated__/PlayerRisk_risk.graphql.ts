/**
 * @generated SignedSource<<984fc9187232cde38787364cfb66c983>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlayerRiskVerdict = "BEATS_CLOSING" | "NORMAL" | "SHARP" | "TOO_FEW" | "WINNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlayerRisk_risk$data = {
  readonly id: string;
  readonly setAt: string | null | undefined;
  readonly setBy: string | null | undefined;
  readonly stakeFactor: number;
  readonly suggestion: {
    readonly beatClosingPercent: number | null | undefined;
    readonly pValue: number;
    readonly profitPercent: number;
    readonly stakeFactor: number;
    readonly tickets: number;
    readonly verdict: PlayerRiskVerdict;
  };
  readonly " $fragmentType": "PlayerRisk_risk";
};
export type PlayerRisk_risk$key = {
  readonly " $data"?: PlayerRisk_risk$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerRisk_risk">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stakeFactor",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerRisk_risk",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "setBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "setAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlayerRiskSuggestion",
      "kind": "LinkedField",
      "name": "suggestion",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verdict",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tickets",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profitPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "beatClosingPercent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BackofficePlayerRisk",
  "abstractKey": null
};
})();

(node as any).hash = "68a7d550ed17ed1bcef7dbca47f24599";

export default node;
