/**
 * @generated SignedSource<<6395474c7bde2f0f90580f0efb03c5ed>>
 * @relayHash 62769115ecf0f7b8515c5bc3213baa9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e206f8a58104d51b244e090b7ca0b8d92082e5606cc6f42522f0e8ba6e7870d6

import { ConcreteRequest } from 'relay-runtime';
export type SportsControlsQuery$variables = Record<PropertyKey, never>;
export type SportsControlsQuery$data = {
  readonly backoffice: {
    readonly tradingSports: ReadonlyArray<{
      readonly name: string;
      readonly sportId: number;
      readonly suspension: {
        readonly reason: string;
        readonly suspendedAt: string;
        readonly suspendedBy: string;
      } | null | undefined;
    }>;
  };
};
export type SportsControlsQuery = {
  response: SportsControlsQuery$data;
  variables: SportsControlsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Backoffice",
    "kind": "LinkedField",
    "name": "backoffice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TradingSport",
        "kind": "LinkedField",
        "name": "tradingSports",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sportId",
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
            "concreteType": "TradingSuspension",
            "kind": "LinkedField",
            "name": "suspension",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "suspendedBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "suspendedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "SportsControlsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SportsControlsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e206f8a58104d51b244e090b7ca0b8d92082e5606cc6f42522f0e8ba6e7870d6",
    "metadata": {},
    "name": "SportsControlsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e118cd26a929b6dea2f25473e39a90e2";

export default node;
