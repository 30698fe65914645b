/**
 * @generated SignedSource<<fbbd49281026038c08b1d0ed27479bf6>>
 * @relayHash 9544203d3a9c549bc16a7ad1ae3a4f35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5a8ac755169ba090aed33cc93ec69976baa3eab3ea7d242ae51ef7a50053b00

import { ConcreteRequest } from 'relay-runtime';
export type BackofficeLayoutSignOutMutation$variables = Record<PropertyKey, never>;
export type BackofficeLayoutSignOutMutation$data = {
  readonly staffSignOut: boolean;
};
export type BackofficeLayoutSignOutMutation = {
  response: BackofficeLayoutSignOutMutation$data;
  variables: BackofficeLayoutSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "staffSignOut",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BackofficeLayoutSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BackofficeLayoutSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c5a8ac755169ba090aed33cc93ec69976baa3eab3ea7d242ae51ef7a50053b00",
    "metadata": {},
    "name": "BackofficeLayoutSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2c72ba6fda5d9d0b747aed7d09e5b7d8";

export default node;
