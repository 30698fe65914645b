/**
 * @generated SignedSource<<6f3427faed155ad1351449c938439f9b>>
 * @relayHash cf53e34de1d571e2e46bce37700f3c95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09c2cd9d52d70580a78da4ffd491fb748392eeaa574139b060e227759a44e506

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GamePageQuery$variables = {
  id?: string | null | undefined;
  legacyId?: number | null | undefined;
};
export type GamePageQuery$data = {
  readonly node: {
    readonly game: {
      readonly " $fragmentSpreads": FragmentRefs<"games_startGame">;
    };
  } | null | undefined;
};
export type GamePageQuery = {
  response: GamePageQuery$data;
  variables: GamePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "legacyId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "legacyId",
    "variableName": "legacyId"
  }
],
v3 = [
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GamePageQuery",
    "selections": [
      {
        "alias": "node",
        "args": (v2/*:: as any*/),
        "concreteType": "CasinoGame",
        "kind": "LinkedField",
        "name": "casinoGame",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "games_startGame",
                  "selections": (v3/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "CasinoGame",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "game"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GamePageQuery",
    "selections": [
      {
        "alias": "node",
        "args": (v2/*:: as any*/),
        "concreteType": "CasinoGame",
        "kind": "LinkedField",
        "name": "casinoGame",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "09c2cd9d52d70580a78da4ffd491fb748392eeaa574139b060e227759a44e506",
    "metadata": {},
    "name": "GamePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f3ba589a0b62d63c137ecf2e515063a";

export default node;
