/**
 * @generated SignedSource<<03dca484c5b1734bd8887fae467d27f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BonusStatus = "ACTIVE" | "APPENDED" | "CANCELED" | "COMPLETED" | "UNDEFINED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type bonus_payload$data = {
  readonly bonus: {
    readonly cancelable: boolean;
    readonly id: string;
    readonly status: BonusStatus;
    readonly statusText: string;
  };
  readonly message: string;
  readonly viewer: {
    readonly balance: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly id: string;
  };
  readonly " $fragmentType": "bonus_payload";
};
export type bonus_payload$key = {
  readonly " $data"?: bonus_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"bonus_payload">;
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
  "name": "bonus_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserBonus",
      "kind": "LinkedField",
      "name": "bonus",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
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
          "name": "cancelable",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BonusPayload",
  "abstractKey": null
};
})();

(node as any).hash = "02c7461361bd1a69bca2fbc94d151be4";

export default node;
