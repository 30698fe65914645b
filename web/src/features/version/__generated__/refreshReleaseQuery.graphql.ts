/**
 * @generated SignedSource<<844292df7cfa9a9ab02d0081d6868915>>
 * @relayHash 028a357378dbe1933cc3225a533fe61e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 543f2a579a7995ea20e6bd985042a1f8ae507dc35ef757178bfd07e5e72fb3ec

import { ConcreteRequest } from 'relay-runtime';
export type refreshReleaseQuery$variables = Record<PropertyKey, never>;
export type refreshReleaseQuery$data = {
  readonly release: {
    readonly hash: string;
  };
};
export type refreshReleaseQuery = {
  response: refreshReleaseQuery$data;
  variables: refreshReleaseQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Release",
    "kind": "LinkedField",
    "name": "release",
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
    "name": "refreshReleaseQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshReleaseQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "543f2a579a7995ea20e6bd985042a1f8ae507dc35ef757178bfd07e5e72fb3ec",
    "metadata": {},
    "name": "refreshReleaseQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a4ce8fab63e24de96135da276fba35d3";

export default node;
