/**
 * @generated SignedSource<<3b8f8717af9b8a240a7b2c92dc3fb766>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountType = "AGENT" | "DEMO_USER" | "SUPER_AGENT" | "SUPER_MASTER_AGENT" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubAccountRow_account$data = {
  readonly accountType: AccountType;
  readonly balance: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly createdAt: string;
  readonly currency: string;
  readonly email: string;
  readonly id: string;
  readonly locked: boolean;
  readonly userName: string;
  readonly " $fragmentSpreads": FragmentRefs<"SubAccountForm_account" | "TransferDialog_account">;
  readonly " $fragmentType": "SubAccountRow_account";
};
export type SubAccountRow_account$key = {
  readonly " $data"?: SubAccountRow_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubAccountRow_account">;
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
  "name": "SubAccountRow_account",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountType",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locked",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubAccountForm_account"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TransferDialog_account"
    }
  ],
  "type": "SubAccount",
  "abstractKey": null
};
})();

(node as any).hash = "0ad9110031f7b7ad50c5349cf64716c3";

export default node;
