/**
 * @generated SignedSource<<28a3587f2b6695eeaf7d79b921867f6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlayerPlay_player$data = {
  readonly casinoRounds: ReadonlyArray<{
    readonly game: string;
    readonly key: string;
    readonly provider: string;
    readonly stake: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly startedAt: string;
    readonly status: string;
    readonly win: {
      readonly amount: string;
      readonly currency: string;
    };
  }>;
  readonly tickets: ReadonlyArray<{
    readonly betType: string;
    readonly outcome: string | null | undefined;
    readonly placedAt: string;
    readonly returned: {
      readonly amount: string;
      readonly currency: string;
    } | null | undefined;
    readonly stake: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly status: string;
    readonly ticketNumber: string;
  }>;
  readonly " $fragmentType": "PlayerPlay_player";
};
export type PlayerPlay_player$key = {
  readonly " $data"?: PlayerPlay_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerPlay_player">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "stake",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerPlay_player",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BackofficePlayerTicket",
      "kind": "LinkedField",
      "name": "tickets",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ticketNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "betType",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "returned",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "placedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BackofficePlayerRound",
      "kind": "LinkedField",
      "name": "casinoRounds",
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
          "name": "game",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "win",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BackofficePlayer",
  "abstractKey": null
};
})();

(node as any).hash = "2a860b02ed57e6d145d2e80a5f61eb90";

export default node;
