/**
 * @generated SignedSource<<5cca932874440d24a0a5a966db369632>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalTab_viewer$data = {
  readonly personalDetails: {
    readonly " $fragmentSpreads": FragmentRefs<"PersonalTab_details">;
  };
  readonly " $fragmentType": "PersonalTab_viewer";
};
export type PersonalTab_viewer$key = {
  readonly " $data"?: PersonalTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PersonalDetails",
      "kind": "LinkedField",
      "name": "personalDetails",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PersonalTab_details"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "36c9f1dfdf17f9a556f89192a82c00c1";

export default node;
