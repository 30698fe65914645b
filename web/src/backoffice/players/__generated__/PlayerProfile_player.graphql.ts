/**
 * @generated SignedSource<<9d36df86889960246674b0f8a6e89932>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlayerProfile_player$data = {
  readonly accountNumber: string;
  readonly countryCode: string;
  readonly createdAt: string;
  readonly currency: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly id: string;
  readonly lastSignInAt: string | null | undefined;
  readonly locked: boolean;
  readonly name: string;
  readonly twoFactorEnabled: boolean;
  readonly userName: string;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerAccount_player" | "PlayerMoney_player" | "PlayerNotes_player" | "PlayerPlay_player" | "PlayerResponsible_player" | "PlayerSessions_player" | "PlayerTags_player">;
  readonly " $fragmentType": "PlayerProfile_player";
};
export type PlayerProfile_player$key = {
  readonly " $data"?: PlayerProfile_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerProfile_player">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerProfile_player",
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
      "name": "accountNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countryCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSignInAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerMoney_player"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerPlay_player"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerSessions_player"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerResponsible_player"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerNotes_player"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerTags_player"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayerAccount_player"
    }
  ],
  "type": "BackofficePlayer",
  "abstractKey": null
};

(node as any).hash = "041e108726580f2df11a8c4b4a77ca21";

export default node;
