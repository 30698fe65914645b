/**
 * @generated SignedSource<<038e0e2370908d97026c931c8d9980a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type balance_viewer$data = {
  readonly balance: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly id: string;
  readonly " $fragmentType": "balance_viewer";
};
export type balance_viewer$key = {
  readonly " $data"?: balance_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"balance_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "balance_viewer",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c4c5298b33cb3c48687fdc0d3363a874";

export default node;
