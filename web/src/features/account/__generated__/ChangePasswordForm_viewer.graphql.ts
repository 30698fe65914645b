/**
 * @generated SignedSource<<b88b78df30e032e40ec7d2fd745f7847>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangePasswordForm_viewer$data = {
  readonly email: string;
  readonly username: string;
  readonly " $fragmentType": "ChangePasswordForm_viewer";
};
export type ChangePasswordForm_viewer$key = {
  readonly " $data"?: ChangePasswordForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangePasswordForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangePasswordForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "131c9981251e58a40853ed823b064eb3";

export default node;
