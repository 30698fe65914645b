/**
 * @generated SignedSource<<04e370287882e38408b0576c25778aef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorSection_viewer$data = {
  readonly twoFactorEnabled: boolean;
  readonly " $fragmentType": "TwoFactorSection_viewer";
};
export type TwoFactorSection_viewer$key = {
  readonly " $data"?: TwoFactorSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twoFactorEnabled",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "d36b51bf088eb44ed63621c5939ba9a9";

export default node;
