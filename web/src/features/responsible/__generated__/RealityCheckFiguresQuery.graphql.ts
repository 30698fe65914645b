/**
 * @generated SignedSource<<92b96c8a274b4e8af9fce55e1f2c73e3>>
 * @relayHash 9099669645222f844e4dcfd897af1915
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e11496c251bee2758781b771392844a72e0141e0dc6a02953c9b513bc19f94d7

import { ConcreteRequest } from 'relay-runtime';
export type RealityCheckFiguresQuery$variables = Record<PropertyKey, never>;
export type RealityCheckFiguresQuery$data = {
  readonly viewer: {
    readonly responsibleGambling: {
      readonly id: string;
      readonly realityCheck: {
        readonly elapsedSeconds: number;
        readonly intervalMinutes: number | null | undefined;
        readonly netPosition: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly nextCheckAt: string | null | undefined;
        readonly returns: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly signedInAt: string;
        readonly stakes: {
          readonly amount: string;
          readonly currency: string;
        };
      };
    };
  } | null | undefined;
};
export type RealityCheckFiguresQuery = {
  response: RealityCheckFiguresQuery$data;
  variables: RealityCheckFiguresQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
],
v2 = {
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
      "concreteType": "RealityCheck",
      "kind": "LinkedField",
      "name": "realityCheck",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signedInAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elapsedSeconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "intervalMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextCheckAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "stakes",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "returns",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "netPosition",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
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
    "name": "RealityCheckFiguresQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "RealityCheckFiguresQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e11496c251bee2758781b771392844a72e0141e0dc6a02953c9b513bc19f94d7",
    "metadata": {},
    "name": "RealityCheckFiguresQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ee938059f9657f4b5d3df5ffb7788da2";

export default node;
