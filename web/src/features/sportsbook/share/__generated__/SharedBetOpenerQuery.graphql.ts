/**
 * @generated SignedSource<<1f76f8c67e02c5d6d274bc7157aaa735>>
 * @relayHash 6ec276dc3e3ce04adde24397e2f05a27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29b8da4832722dd1744c3d43c0edd2147b7229ff75a96784c0c9cefe81568c6d

import { ConcreteRequest } from 'relay-runtime';
export type SharedSelectionState = "AVAILABLE" | "REMOVED" | "SETTLED" | "SUSPENDED" | "%future added value";
export type SharedBetOpenerQuery$variables = {
  code: string;
};
export type SharedBetOpenerQuery$data = {
  readonly sharedBet: {
    readonly __typename: string;
    readonly message?: string;
    readonly selections?: ReadonlyArray<{
      readonly line: number | null | undefined;
      readonly marketType: string;
      readonly matchName: string;
      readonly odd: {
        readonly id: string;
        readonly matchId: string;
        readonly price: number | null | undefined;
      } | null | undefined;
      readonly state: SharedSelectionState;
      readonly title: string;
    }>;
  };
};
export type SharedBetOpenerQuery = {
  response: SharedBetOpenerQuery$data;
  variables: SharedBetOpenerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sharedBet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SharedSelection",
            "kind": "LinkedField",
            "name": "selections",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marketType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "line",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Odd",
                "kind": "LinkedField",
                "name": "odd",
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
                    "name": "matchId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "price",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SharedBet",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "SharedBetOpenerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharedBetOpenerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "29b8da4832722dd1744c3d43c0edd2147b7229ff75a96784c0c9cefe81568c6d",
    "metadata": {},
    "name": "SharedBetOpenerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ed2eff6a397bacf82901faf542f673a0";

export default node;
