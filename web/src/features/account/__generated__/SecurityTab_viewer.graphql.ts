/**
 * @generated SignedSource<<1aa4fda7234b00b59d36a719f7e10fc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecurityTab_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChangePasswordForm_viewer" | "SessionsSection_viewer" | "TwoFactorSection_viewer">;
  readonly " $fragmentType": "SecurityTab_viewer";
};
export type SecurityTab_viewer$key = {
  readonly " $data"?: SecurityTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecurityTab_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChangePasswordForm_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TwoFactorSection_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SessionsSection_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "db8bf5e3a66d7e5cefe4ab01580d0418";

export default node;
