/**
 * @generated SignedSource<<dd35e8d101ae7d56e4fdb6a0d5722e6e>>
 * @relayHash aa02feb52f3b71cfc52a8675f01096d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d66fe0ad0742eb451bf3aa1bcc8b99da2702218cfde9cd578ec859eb7da7ba54

import { ConcreteRequest } from 'relay-runtime';
export type PlayerSearchQuery$variables = {
  page?: number | null | undefined;
  query: string;
};
export type PlayerSearchQuery$data = {
  readonly backoffice: {
    readonly playerSearch: {
      readonly page: number;
      readonly pageSize: number;
      readonly players: ReadonlyArray<{
        readonly accountNumber: string;
        readonly countryCode: string;
        readonly createdAt: string;
        readonly email: string;
        readonly id: string;
        readonly locked: boolean;
        readonly name: string;
        readonly userName: string;
      }>;
      readonly totalCount: number;
    };
  };
};
export type PlayerSearchQuery = {
  response: PlayerSearchQuery$data;
  variables: PlayerSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = [
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
        "args": [
          {
            "kind": "Variable",
            "name": "page",
            "variableName": "page"
          },
          {
            "kind": "Variable",
            "name": "query",
            "variableName": "query"
          }
        ],
        "concreteType": "BackofficePlayerSearch",
        "kind": "LinkedField",
        "name": "playerSearch",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "page",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pageSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BackofficePlayerSummary",
            "kind": "LinkedField",
            "name": "players",
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
                "name": "accountNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
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
                "name": "countryCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "locked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlayerSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d66fe0ad0742eb451bf3aa1bcc8b99da2702218cfde9cd578ec859eb7da7ba54",
    "metadata": {},
    "name": "PlayerSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "62df25e62dbce3db3f57c805186f5d37";

export default node;
