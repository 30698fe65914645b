/**
 * @generated SignedSource<<5b647904685bba57fede8b7602b096e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlayerMoney_player$data = {
  readonly balances: ReadonlyArray<{
    readonly bonus: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly cash: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly reserved: {
      readonly amount: string;
      readonly currency: string;
    };
  }>;
  readonly transactions: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly createdAt: string;
    readonly id: string;
    readonly methodName: string | null | undefined;
    readonly statusText: string;
    readonly typeText: string;
  }>;
  readonly " $fragmentType": "PlayerMoney_player";
};
export type PlayerMoney_player$key = {
  readonly " $data"?: PlayerMoney_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerMoney_player">;
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
  "name": "PlayerMoney_player",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BackofficePlayerBalance",
      "kind": "LinkedField",
      "name": "balances",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "cash",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "bonus",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "reserved",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashierTransaction",
      "kind": "LinkedField",
      "name": "transactions",
      "plural": true,
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
          "name": "typeText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "methodName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amount",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BackofficePlayer",
  "abstractKey": null
};
})();

(node as any).hash = "dec75311f1e674948543523d76be5931";

export default node;
