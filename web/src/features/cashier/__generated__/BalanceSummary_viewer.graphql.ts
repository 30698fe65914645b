/**
 * @generated SignedSource<<81c636b762b4c07dd89ae3cf396a3565>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BalanceSummary_viewer$data = {
  readonly balanceDetails: {
    readonly bonus: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly cash: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly currency: string;
    readonly reserved: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly total: {
      readonly amount: string;
      readonly currency: string;
    };
  };
  readonly " $fragmentType": "BalanceSummary_viewer";
};
export type BalanceSummary_viewer$key = {
  readonly " $data"?: BalanceSummary_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalanceSummary_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalanceSummary_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Balance",
      "kind": "LinkedField",
      "name": "balanceDetails",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "cash",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "bonus",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "reserved",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "0af1c46ee898e1ca1f26f49782e662c2";

export default node;
