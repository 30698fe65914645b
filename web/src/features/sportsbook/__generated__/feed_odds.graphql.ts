/**
 * @generated SignedSource<<2fd8196d09d32ddd86e0e053c5904b00>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type feed_odds$data = {
  readonly odds: ReadonlyArray<{
    readonly id: string;
    readonly isSuspended: boolean;
    readonly price: number | null | undefined;
  }>;
  readonly " $fragmentType": "feed_odds";
};
export type feed_odds$key = {
  readonly " $data"?: feed_odds$data;
  readonly " $fragmentSpreads": FragmentRefs<"feed_odds">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "feed_odds",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Odd",
      "kind": "LinkedField",
      "name": "odds",
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
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSuspended",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OddsChanged",
  "abstractKey": null
};

(node as any).hash = "be75b9d56cedc25cea4cf095f3b80fcd";

export default node;
