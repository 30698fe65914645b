/**
 * @generated SignedSource<<1bbb8b94252556f3a4cb2b405aa700fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlayerNotes_player$data = {
  readonly id: string;
  readonly notes: ReadonlyArray<{
    readonly author: string;
    readonly body: string;
    readonly createdAt: string;
    readonly key: string;
  }>;
  readonly " $fragmentType": "PlayerNotes_player";
};
export type PlayerNotes_player$key = {
  readonly " $data"?: PlayerNotes_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerNotes_player">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerNotes_player",
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
      "concreteType": "BackofficePlayerNote",
      "kind": "LinkedField",
      "name": "notes",
      "plural": true,
      "selections": [
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
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "author",
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

(node as any).hash = "1d082e5f1562a438e4d63ed43f0dcc9e";

export default node;
