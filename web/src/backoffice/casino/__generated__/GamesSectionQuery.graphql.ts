/**
 * @generated SignedSource<<ddb45068a0a134eb734b55860abda55e>>
 * @relayHash f2e861fdea0ed33e97d0e3041441b9e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37c5c28bd79f28318eb730080a33c40b526dccd9be6376768b8a2d2aceb1e9a4

import { ConcreteRequest } from 'relay-runtime';
export type CasinoGameStatus = "AVAILABLE" | "NOT_WORKING" | "PROVIDER_OFF" | "RETIRED" | "%future added value";
export type GamesSectionQuery$variables = {
  first: number;
  provider?: string | null | undefined;
  search?: string | null | undefined;
  status?: CasinoGameStatus | null | undefined;
};
export type GamesSectionQuery$data = {
  readonly backoffice: {
    readonly casinoGames: {
      readonly games: ReadonlyArray<{
        readonly game: {
          readonly id: string;
          readonly legacyId: number;
          readonly provider: {
            readonly code: string;
            readonly name: string;
          };
          readonly status: CasinoGameStatus;
          readonly title: string;
        };
        readonly notWorking: boolean;
        readonly retiredAt: string | null | undefined;
      }>;
      readonly hasNextPage: boolean;
      readonly totalCount: number;
    };
  };
};
export type GamesSectionQuery = {
  response: GamesSectionQuery$data;
  variables: GamesSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "provider"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v4 = [
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
            "name": "first",
            "variableName": "first"
          },
          {
            "kind": "Variable",
            "name": "provider",
            "variableName": "provider"
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          },
          {
            "kind": "Variable",
            "name": "status",
            "variableName": "status"
          }
        ],
        "concreteType": "BackofficeCasinoGamePage",
        "kind": "LinkedField",
        "name": "casinoGames",
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
            "name": "hasNextPage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BackofficeCasinoGame",
            "kind": "LinkedField",
            "name": "games",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notWorking",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "retiredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CasinoGame",
                "kind": "LinkedField",
                "name": "game",
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
                    "name": "legacyId",
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CasinoProvider",
                    "kind": "LinkedField",
                    "name": "provider",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GamesSectionQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GamesSectionQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "37c5c28bd79f28318eb730080a33c40b526dccd9be6376768b8a2d2aceb1e9a4",
    "metadata": {},
    "name": "GamesSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "85935686e09ce90a016ee754769484e9";

export default node;
