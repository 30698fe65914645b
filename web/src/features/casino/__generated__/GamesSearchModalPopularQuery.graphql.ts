/**
 * @generated SignedSource<<e2c6a8b25df4e54ff65cf54dc1573c6f>>
 * @relayHash 0918b9a59961cbd362201c0967d74dae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41ffede6dae517200f95feed3ab6956ea9fc7e76a733138b885cefef3d8677f9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GamesSearchModalPopularQuery$variables = {
  count: number;
};
export type GamesSearchModalPopularQuery$data = {
  readonly popularCasinoGames: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"games_startGame">;
  }>;
};
export type GamesSearchModalPopularQuery = {
  response: GamesSearchModalPopularQuery$data;
  variables: GamesSearchModalPopularQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "kind": "Literal",
    "name": "kind",
    "value": "SLOT"
  }
],
v2 = [
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
    "name": "legacyId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "imageUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "hasDemo",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "kind",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "studio",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "launchError",
    "storageKey": null
  },
  {
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GamesSearchModalPopularQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CasinoGame",
        "kind": "LinkedField",
        "name": "popularCasinoGames",
        "plural": true,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "games_startGame",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GamesSearchModalPopularQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CasinoGame",
        "kind": "LinkedField",
        "name": "popularCasinoGames",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "41ffede6dae517200f95feed3ab6956ea9fc7e76a733138b885cefef3d8677f9",
    "metadata": {},
    "name": "GamesSearchModalPopularQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c5e189ff1d0f2c3abd6613f67058c042";

export default node;
