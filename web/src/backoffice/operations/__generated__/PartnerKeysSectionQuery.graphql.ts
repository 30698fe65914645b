/**
 * @generated SignedSource<<9c29047a22a7a33459139505f8cf0ce5>>
 * @relayHash 559928d22fb18a24457c64439e358be4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ef5e42485d5afb55f3738c2b73c3ff3f47e4829af01b8951aadcfba24cdf69e

import { ConcreteRequest } from 'relay-runtime';
export type AccountType = "AGENT" | "DEMO_USER" | "SUPER_AGENT" | "SUPER_MASTER_AGENT" | "USER" | "%future added value";
export type PartnerScope = "AGENTS_REPORTS" | "CATALOGUE_READ" | "RESULTS_READ" | "%future added value";
export type PartnerKeysSectionQuery$variables = Record<PropertyKey, never>;
export type PartnerKeysSectionQuery$data = {
  readonly backoffice: {
    readonly agentNetwork: ReadonlyArray<{
      readonly accountType: AccountType;
      readonly id: string;
      readonly userName: string;
    }>;
    readonly partnerKeys: ReadonlyArray<{
      readonly createdAt: string;
      readonly id: string;
      readonly name: string;
      readonly ownerUserId: string | null | undefined;
      readonly prefix: string;
      readonly rateLimitPerMinute: number;
      readonly revokedAt: string | null | undefined;
      readonly scopes: ReadonlyArray<PartnerScope>;
    }>;
  };
};
export type PartnerKeysSectionQuery = {
  response: PartnerKeysSectionQuery$data;
  variables: PartnerKeysSectionQuery$variables;
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
    "concreteType": "Backoffice",
    "kind": "LinkedField",
    "name": "backoffice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BackofficePartnerKey",
        "kind": "LinkedField",
        "name": "partnerKeys",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "prefix",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ownerUserId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rateLimitPerMinute",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NetworkAccount",
        "kind": "LinkedField",
        "name": "agentNetwork",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "accountType",
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
    "name": "PartnerKeysSectionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PartnerKeysSectionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0ef5e42485d5afb55f3738c2b73c3ff3f47e4829af01b8951aadcfba24cdf69e",
    "metadata": {},
    "name": "PartnerKeysSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b3e2725121b73808290f5bc7f7e3ff49";

export default node;
