/**
 * @generated SignedSource<<f211392380506a0b33236fb263083a49>>
 * @relayHash a83e86b42cfd18c6a27dd9176ed49102
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5208dd8b9dd7b90f728e6b9ce3a06d4a55fc1fe6352f3163b5435084718eb1e8

import { ConcreteRequest } from 'relay-runtime';
export type AccountType = "AGENT" | "DEMO_USER" | "SUPER_AGENT" | "SUPER_MASTER_AGENT" | "USER" | "%future added value";
export type AgentsSectionQuery$variables = {
  search?: string | null | undefined;
};
export type AgentsSectionQuery$data = {
  readonly backoffice: {
    readonly agentNetwork: ReadonlyArray<{
      readonly accountType: AccountType;
      readonly currency: string;
      readonly email: string;
      readonly id: string;
      readonly locked: boolean;
      readonly parentUserName: string | null | undefined;
      readonly subAccounts: number;
      readonly userName: string;
    }>;
  };
};
export type AgentsSectionQuery = {
  response: AgentsSectionQuery$data;
  variables: AgentsSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
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
        "args": [
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "NetworkAccount",
        "kind": "LinkedField",
        "name": "agentNetwork",
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
            "name": "accountType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
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
            "name": "parentUserName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subAccounts",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AgentsSectionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AgentsSectionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5208dd8b9dd7b90f728e6b9ce3a06d4a55fc1fe6352f3163b5435084718eb1e8",
    "metadata": {},
    "name": "AgentsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b4c8a8d40e3e8d64f9f04da5bf813aa0";

export default node;
