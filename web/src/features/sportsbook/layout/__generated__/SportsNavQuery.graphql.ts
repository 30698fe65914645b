/**
 * @generated SignedSource<<1c3855b8c3b3e24cc73d60932a0006a7>>
 * @relayHash f3f79d7bbfca54b2358b5ed7e6d4aa16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 185d8081e2bbe244e632c2078ca615d58b5281b1499ca720120940616a8ddfd3

import { ConcreteRequest } from 'relay-runtime';
export type SportsNavQuery$variables = Record<PropertyKey, never>;
export type SportsNavQuery$data = {
  readonly sports: ReadonlyArray<{
    readonly id: string;
    readonly isEsport: boolean;
    readonly key: string;
    readonly liveMatchesCount: number;
    readonly name: string;
    readonly outrightsCount: number;
    readonly prematchMatchesCount: number;
    readonly rank: number;
  }>;
};
export type SportsNavQuery = {
  response: SportsNavQuery$data;
  variables: SportsNavQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Sport",
    "kind": "LinkedField",
    "name": "sports",
    "plural": true,
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
        "name": "key",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rank",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isEsport",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "liveMatchesCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "prematchMatchesCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "outrightsCount",
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
    "name": "SportsNavQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SportsNavQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "185d8081e2bbe244e632c2078ca615d58b5281b1499ca720120940616a8ddfd3",
    "metadata": {},
    "name": "SportsNavQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "07b92fe39fac6eecbd7508bbf7b1614d";

export default node;
