/**
 * @generated SignedSource<<8c3a1bb45342590d226e61da3281a92c>>
 * @relayHash 4c26780e3fa042725e264f444753e4f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1cd617f3315b1329563ecae4443b10d8bdfa2c4dcfcf84df7c9b7d9d3168c40

import { ConcreteRequest } from 'relay-runtime';
export type ComplianceFlagRule = "affordability" | "large_deposit_without_kyc" | "shared_address" | "%future added value";
export type FlagListQuery$variables = Record<PropertyKey, never>;
export type FlagListQuery$data = {
  readonly backoffice: {
    readonly complianceFlags: ReadonlyArray<{
      readonly details: unknown;
      readonly id: string;
      readonly playerId: string;
      readonly raisedAt: string;
      readonly rule: ComplianceFlagRule;
      readonly userName: string;
    }>;
  };
};
export type FlagListQuery = {
  response: FlagListQuery$data;
  variables: FlagListQuery$variables;
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
        "concreteType": "ComplianceFlag",
        "kind": "LinkedField",
        "name": "complianceFlags",
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
            "name": "playerId",
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
            "name": "rule",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "details",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "raisedAt",
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
    "name": "FlagListQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FlagListQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e1cd617f3315b1329563ecae4443b10d8bdfa2c4dcfcf84df7c9b7d9d3168c40",
    "metadata": {},
    "name": "FlagListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eb3b3abff8178d386a28bc4f7fce3ce8";

export default node;
