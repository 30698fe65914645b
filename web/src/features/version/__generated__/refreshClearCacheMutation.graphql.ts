/**
 * @generated SignedSource<<f73c231a160ab7b90245c99c8c3335c9>>
 * @relayHash acf4860f8f1a2039cc72c0c85b6cb720
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 041597927de64eb210d7bdafb70622ade15718a5e9cd06a67cb220dafe065cb1

import { ConcreteRequest } from 'relay-runtime';
export type refreshClearCacheMutation$variables = Record<PropertyKey, never>;
export type refreshClearCacheMutation$data = {
  readonly clearCache: number;
};
export type refreshClearCacheMutation = {
  response: refreshClearCacheMutation$data;
  variables: refreshClearCacheMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "clearCache",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshClearCacheMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshClearCacheMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "041597927de64eb210d7bdafb70622ade15718a5e9cd06a67cb220dafe065cb1",
    "metadata": {},
    "name": "refreshClearCacheMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5bb6b5627249f60f404a33129c1f90eb";

export default node;
