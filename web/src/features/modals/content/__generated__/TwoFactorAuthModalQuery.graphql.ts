/**
 * @generated SignedSource<<67b4cc4f0549ea997c90e02893d92c83>>
 * @relayHash 1c29a9a1de2d8a907a3a69b433d64ed9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 530aaba002bfe4c01bc16041be03019314329be98564ca2642de187a837c1d37

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorAuthModalQuery$variables = Record<PropertyKey, never>;
export type TwoFactorAuthModalQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_viewer">;
  } | null | undefined;
};
export type TwoFactorAuthModalQuery = {
  response: TwoFactorAuthModalQuery$data;
  variables: TwoFactorAuthModalQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoFactorAuthModalQuery",
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
            "name": "TwoFactorSection_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoFactorAuthModalQuery",
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
            "name": "twoFactorEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "530aaba002bfe4c01bc16041be03019314329be98564ca2642de187a837c1d37",
    "metadata": {},
    "name": "TwoFactorAuthModalQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "32d57f2b3a33450f5d03c1b4afa7815c";

export default node;
