/**
 * @generated SignedSource<<52583c7925cdcf5dfb042babd768fdd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlayerTag = "BONUS_ABUSER" | "SHARP" | "VIP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlayerTags_player$data = {
  readonly id: string;
  readonly tags: ReadonlyArray<PlayerTag>;
  readonly " $fragmentType": "PlayerTags_player";
};
export type PlayerTags_player$key = {
  readonly " $data"?: PlayerTags_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerTags_player">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerTags_player",
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
      "name": "tags",
      "storageKey": null
    }
  ],
  "type": "BackofficePlayer",
  "abstractKey": null
};

(node as any).hash = "c775da8af6c0a49e18f3cafa2d7cc274";

export default node;
