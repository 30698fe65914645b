/**
 * @generated SignedSource<<fd1c58219cf5a2c350e8979981e0ff4a>>
 * @relayHash 4fd100f65054bb40452ac13a561c183a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 029e58da10b4d051395b4b068fcad72f30938078083785b88ef78e2eaa3e7b79

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAfterSignInQuery$variables = Record<PropertyKey, never>;
export type useAfterSignInQuery$data = {
  readonly viewer: {
    readonly balance: {
      readonly amount: string;
    };
    readonly previousSignInAt: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ViewerContext_viewer">;
  } | null | undefined;
  readonly visitor: {
    readonly isAustralia: boolean;
  };
};
export type useAfterSignInQuery = {
  response: useAfterSignInQuery$data;
  variables: useAfterSignInQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "previousSignInAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Visitor",
  "kind": "LinkedField",
  "name": "visitor",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAustralia",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAfterSignInQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ViewerContext_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "balance",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAfterSignInQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "balance",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twoFactorEnabled",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "029e58da10b4d051395b4b068fcad72f30938078083785b88ef78e2eaa3e7b79",
    "metadata": {},
    "name": "useAfterSignInQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b01d62f09a30b87de2ca4ab72dba80a7";

export default node;
