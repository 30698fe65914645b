/**
 * @generated SignedSource<<c56c7accabc3cd7379db66a752b23dc2>>
 * @relayHash 75ac5a0f2ee46b2a51c69ff3ab696afa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9feb8c09d05e3409fa7d86b5155d0c2e2c8d4ebdf8cfe3c356552c90122c6696

import { ConcreteRequest } from 'relay-runtime';
export type ReleasesSectionQuery$variables = Record<PropertyKey, never>;
export type ReleasesSectionQuery$data = {
  readonly backoffice: {
    readonly releases: {
      readonly live: string;
      readonly releases: ReadonlyArray<{
        readonly hash: string;
        readonly publishedAt: string;
      }>;
    };
  };
};
export type ReleasesSectionQuery = {
  response: ReleasesSectionQuery$data;
  variables: ReleasesSectionQuery$variables;
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
        "concreteType": "ReleaseHistory",
        "kind": "LinkedField",
        "name": "releases",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "live",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PublishedRelease",
            "kind": "LinkedField",
            "name": "releases",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hash",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
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
    "name": "ReleasesSectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReleasesSectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9feb8c09d05e3409fa7d86b5155d0c2e2c8d4ebdf8cfe3c356552c90122c6696",
    "metadata": {},
    "name": "ReleasesSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2f8dbc7b0be3d281157e0cebb36d8cd3";

export default node;
