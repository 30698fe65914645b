/**
 * @generated SignedSource<<be778a528c1972e8771c1f48e2d81f41>>
 * @relayHash ce45b68c32652ed6d53fa78224a8eac2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2f5e87b066bbcc9fa7c6daeb25ae48b1eb53f7354440afdd5fd7d7bb4b5d29f

import { ConcreteRequest } from 'relay-runtime';
export type useVersionCheckSubscription$variables = Record<PropertyKey, never>;
export type useVersionCheckSubscription$data = {
  readonly releasePublished: {
    readonly hash: string;
  };
};
export type useVersionCheckSubscription = {
  response: useVersionCheckSubscription$data;
  variables: useVersionCheckSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Release",
    "kind": "LinkedField",
    "name": "releasePublished",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hash",
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
    "name": "useVersionCheckSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useVersionCheckSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f2f5e87b066bbcc9fa7c6daeb25ae48b1eb53f7354440afdd5fd7d7bb4b5d29f",
    "metadata": {},
    "name": "useVersionCheckSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "27b7233d9102b4e1fc60766a1bd59e0a";

export default node;
