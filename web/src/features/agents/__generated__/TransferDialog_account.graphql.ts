/**
 * @generated SignedSource<<0af3ede71ea27f33e59c84681f9e09a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransferDialog_account$data = {
  readonly balance: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly currency: string;
  readonly id: string;
  readonly userName: string;
  readonly " $fragmentType": "TransferDialog_account";
};
export type TransferDialog_account$key = {
  readonly " $data"?: TransferDialog_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransferDialog_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransferDialog_account",
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
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "balance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SubAccount",
  "abstractKey": null
};
})();

(node as any).hash = "687eb7fa43e8c988d6a346a48e4cea22";

export default node;
