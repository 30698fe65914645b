/**
 * @generated SignedSource<<9b3193cc5896a6e13bb33ad516f96229>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CasinoGameKind = "LIVE" | "SLOT" | "TABLE" | "VIRTUAL" | "%future added value";
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

(node as any).hash = "72dd9b55944c9d741eacfec596f3660b";

export default node;
