/**
 * @generated SignedSource<<68cb6f73b096120a818a886ae3020a3d>>
 * @relayHash 58c5637109c5d1325812aed481edb4b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb6e0bb24e69b314e6b4216ed8984f045bcbfe24c2813aa77db9de84597687f2

import { ConcreteRequest } from 'relay-runtime';
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly clientConfig: {
    readonly defaultCurrency: string;
  };
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ClientConfig",
    "kind": "LinkedField",
    "name": "clientConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "defaultCurrency",
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
    "name": "HomePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "bb6e0bb24e69b314e6b4216ed8984f045bcbfe24c2813aa77db9de84597687f2",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "72480cd86bb12b251ba26661ed7b4781";

export default node;
