/**
 * @generated SignedSource<<046100e1cbff15665274767294e58721>>
 * @relayHash 27a9e7dcfed71eef427a223c9aab654a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c04114276aac5137fe26be398fe174b9dffe6d32b8c522652e6a99f503eacd4

import { ConcreteRequest } from 'relay-runtime';
export type StaffRole = "admin" | "auditor" | "compliance" | "marketing" | "payments" | "support" | "trader" | "%future added value";
export type StaffPageQuery$variables = Record<PropertyKey, never>;
export type StaffPageQuery$data = {
  readonly backoffice: {
    readonly staff: ReadonlyArray<{
      readonly displayName: string;
      readonly email: string;
      readonly id: string;
      readonly locked: boolean;
      readonly roles: ReadonlyArray<StaffRole>;
      readonly userName: string;
    }>;
  };
};
export type StaffPageQuery = {
  response: StaffPageQuery$data;
  variables: StaffPageQuery$variables;
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
        "concreteType": "StaffMember",
        "kind": "LinkedField",
        "name": "staff",
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
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "roles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locked",
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
    "name": "StaffPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2c04114276aac5137fe26be398fe174b9dffe6d32b8c522652e6a99f503eacd4",
    "metadata": {},
    "name": "StaffPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2d8d153c6fb4067b67bf17d6ce3cca5a";

export default node;
