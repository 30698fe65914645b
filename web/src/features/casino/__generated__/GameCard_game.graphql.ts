/**
 * @generated SignedSource<<8a0793c3d2a232dbacdb9e57c70bb92e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CasinoGameKind = "LIVE" | "SLOT" | "TABLE" | "VIRTUAL" | "%future added value";
export type CasinoGameStatus = "AVAILABLE" | "NOT_WORKING" | "PROVIDER_OFF" | "RETIRED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GameCard_game$data = {
  readonly hasDemo: boolean;
  readonly hasJackpot: boolean;
  readonly id: string;
  readonly imageUrl: string;
  readonly kind: CasinoGameKind;
  readonly launchError: string | null | undefined;
  readonly provider: {
    readonly name: string;
  };
  readonly status: CasinoGameStatus;
  readonly studio: string | null | undefined;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"games_startGame">;
  readonly " $fragmentType": "GameCard_game";
};
export type GameCard_game$key = {
  readonly " $data"?: GameCard_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameCard_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasDemo",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "studio",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "launchError",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "CasinoProvider",
  "kind": "LinkedField",
  "name": "provider",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameCard_game",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasJackpot",
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    (v7/*:: as any*/),
    {
      "kind": "InlineDataFragmentSpread",
      "name": "games_startGame",
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legacyId",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "CasinoGame",
  "abstractKey": null
};
})();

(node as any).hash = "3c425d803c9dffeb1d09724bff08dc1c";

export default node;
