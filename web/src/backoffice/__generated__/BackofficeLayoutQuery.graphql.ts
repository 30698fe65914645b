/**
 * @generated SignedSource<<aec0e65dd8ded644a38207108d29b63d>>
 * @relayHash d37bc5dc7ed66cc6d3d7840ed6f24755
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1f8688def356bbb552b157cef15c6e9ac57cf630c50b84a9a6ba79049721327

import { ConcreteRequest } from 'relay-runtime';
export type StaffRole = "admin" | "auditor" | "compliance" | "marketing" | "payments" | "support" | "trader" | "%future added value";
export type BackofficeLayoutQuery$variables = Record<PropertyKey, never>;
export type BackofficeLayoutQuery$data = {
  readonly staffViewer: {
    readonly displayName: string;
    readonly id: string;
    readonly roles: ReadonlyArray<StaffRole>;
    readonly userName: string;
  } | null | undefined;
};
export type BackofficeLayoutQuery = {
  response: BackofficeLayoutQuery$data;
  variables: BackofficeLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StaffMember",
    "kind": "LinkedField",
    "name": "staffViewer",
    "plural": false,
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
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roles",
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
    "name": "BackofficeLayoutQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BackofficeLayoutQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c1f8688def356bbb552b157cef15c6e9ac57cf630c50b84a9a6ba79049721327",
    "metadata": {},
    "name": "BackofficeLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "04ab0f93f802b4fb67fdab19a4d52d07";

export default node;
