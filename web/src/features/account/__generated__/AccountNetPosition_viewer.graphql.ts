/**
 * @generated SignedSource<<e8dc27a19f8d4365b38bde874aafafea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountNetPosition_viewer$data = {
  readonly responsibleGambling: {
    readonly id: string;
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
      readonly withdrawals: {
        readonly amount: string;
        readonly currency: string;
      };
    };
  };
  readonly " $fragmentType": "AccountNetPosition_viewer";
};
export type AccountNetPosition_viewer$key = {
  readonly " $data"?: AccountNetPosition_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountNetPosition_viewer">;
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
  "name": "AccountNetPosition_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponsibleGambling",
      "kind": "LinkedField",
      "name": "responsibleGambling",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "0b9111d198ba46800ebc6e318c65f51f";

export default node;
