/**
 * @generated SignedSource<<ac7319f6080c42695d459af044689f9d>>
 * @relayHash f4dc766c2e6dd7cc5829d9975cee439a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e62252a928052f997d26b650db815be48d78940bed9cb8b7c8649682ae2ff55

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartGameModalQuery$variables = {
  id?: string | null | undefined;
  legacyId?: number | null | undefined;
};
export type StartGameModalQuery$data = {
  readonly node: {
    readonly game: {
      readonly " $fragmentSpreads": FragmentRefs<"games_startGame">;
    };
  } | null | undefined;
};
export type StartGameModalQuery = {
  response: StartGameModalQuery$data;
  variables: StartGameModalQuery$variables;
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
    "name": "StartGameModalQuery",
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
    "name": "StartGameModalQuery",
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
    "id": "1e62252a928052f997d26b650db815be48d78940bed9cb8b7c8649682ae2ff55",
    "metadata": {},
    "name": "StartGameModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fd3ca3f5434dee1df5d257555b4a1f2a";

export default node;
