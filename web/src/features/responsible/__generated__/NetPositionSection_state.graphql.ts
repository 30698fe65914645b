/**
 * @generated SignedSource<<1b888be9858a08dcacb205478b10c68e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NetPositionSection_state$data = {
  readonly netPosition: {
    readonly deposits: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly from: string;
    readonly netDeposits: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly to: string;
    readonly withdrawals: {
      readonly amount: string;
      readonly currency: string;
    };
  };
  readonly " $fragmentType": "NetPositionSection_state";
};
export type NetPositionSection_state$key = {
  readonly " $data"?: NetPositionSection_state$data;
  readonly " $fragmentSpreads": FragmentRefs<"NetPositionSection_state">;
};

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
  "metadata": null,
  "name": "NetPositionSection_state",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponsibleNetPosition",
      "kind": "LinkedField",
      "name": "netPosition",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "deposits",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "withdrawals",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "netDeposits",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResponsibleGambling",
  "abstractKey": null
};
})();

(node as any).hash = "88efca7a6ec06148875e044000708bde";

export default node;
