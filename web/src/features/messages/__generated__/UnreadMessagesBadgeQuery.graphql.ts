/**
 * @generated SignedSource<<d685731f25e3a6b62fe25b59d52e35f3>>
 * @relayHash 3023bc269ece07fda244cfa18ef496b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b698a168ddf7699c69cdffe0d2a1c74a8b64b268ba74a47e3ad3128cb140997

import { ConcreteRequest } from 'relay-runtime';
export type UnreadMessagesBadgeQuery$variables = Record<PropertyKey, never>;
export type UnreadMessagesBadgeQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly unreadMessageCount: number;
  } | null | undefined;
};
export type UnreadMessagesBadgeQuery = {
  response: UnreadMessagesBadgeQuery$data;
  variables: UnreadMessagesBadgeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "unreadMessageCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UnreadMessagesBadgeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnreadMessagesBadgeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4b698a168ddf7699c69cdffe0d2a1c74a8b64b268ba74a47e3ad3128cb140997",
    "metadata": {},
    "name": "UnreadMessagesBadgeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3e90150dd849f81ee4be9b9f137cbbf9";

export default node;
