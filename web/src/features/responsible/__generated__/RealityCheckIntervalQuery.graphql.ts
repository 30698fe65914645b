/**
 * @generated SignedSource<<d33ccf7d512a6746208a331bd2a0eb2b>>
 * @relayHash e2d0769a0b85636d17b17504a3fd4e5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73d64cd1a3018d5348b8f857be68f5f7e96716c82125c2ff88729a7ace061588

import { ConcreteRequest } from 'relay-runtime';
export type RealityCheckIntervalQuery$variables = Record<PropertyKey, never>;
export type RealityCheckIntervalQuery$data = {
  readonly viewer: {
    readonly responsibleGambling: {
      readonly id: string;
      readonly realityCheckMinutes: number | null | undefined;
    };
  } | null | undefined;
};
export type RealityCheckIntervalQuery = {
  response: RealityCheckIntervalQuery$data;
  variables: RealityCheckIntervalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ResponsibleGambling",
  "kind": "LinkedField",
  "name": "responsibleGambling",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "realityCheckMinutes",
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
    "name": "RealityCheckIntervalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "RealityCheckIntervalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "73d64cd1a3018d5348b8f857be68f5f7e96716c82125c2ff88729a7ace061588",
    "metadata": {},
    "name": "RealityCheckIntervalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "05c7ad7592537e7af9d017de83b5b080";

export default node;
