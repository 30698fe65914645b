/**
 * @generated SignedSource<<11669b213856bc6cb78962fb67e21989>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OddButton_odd$data = {
  readonly id: string;
  readonly isSuspended: boolean;
  readonly key: string;
  readonly price: number | null | undefined;
  readonly title: string;
  readonly titleSuffix: string | null | undefined;
  readonly " $fragmentType": "OddButton_odd";
};
export type OddButton_odd$key = {
  readonly " $data"?: OddButton_odd$data;
  readonly " $fragmentSpreads": FragmentRefs<"OddButton_odd">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OddButton_odd",
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
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "titleSuffix",
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
  "type": "Odd",
  "abstractKey": null
};

(node as any).hash = "c06bb55d05670c2f968e594067e6616c";

export default node;
