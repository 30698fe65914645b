/**
 * @generated SignedSource<<55d601cf574cc5165974104c73481025>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlayerAccount_player$data = {
  readonly id: string;
  readonly locked: boolean;
  readonly twoFactorEnabled: boolean;
  readonly " $fragmentType": "PlayerAccount_player";
};
export type PlayerAccount_player$key = {
  readonly " $data"?: PlayerAccount_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerAccount_player">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerAccount_player",
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
      "name": "locked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twoFactorEnabled",
      "storageKey": null
    }
  ],
  "type": "BackofficePlayer",
  "abstractKey": null
};

(node as any).hash = "a2efd0185577774b6ace5991843be3e1";

export default node;
