/**
 * @generated SignedSource<<d2d3095e8f6f48a909b15e0f183d2f72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TradingMatchPage_liability$data = ReadonlyArray<{
  readonly payout: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly stakes: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly tickets: number;
  readonly " $fragmentType": "TradingMatchPage_liability";
}>;
export type TradingMatchPage_liability$key = ReadonlyArray<{
  readonly " $data"?: TradingMatchPage_liability$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradingMatchPage_liability">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TradingMatchPage_liability",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "payout",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "stakes",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tickets",
      "storageKey": null
    }
  ],
  "type": "TradingOutcomeLiability",
  "abstractKey": null
};
})();

(node as any).hash = "9414ec02b1f6258a93e4380213ce6e02";

export default node;
