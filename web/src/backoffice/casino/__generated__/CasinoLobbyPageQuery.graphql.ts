/**
 * @generated SignedSource<<7d21a64361fcda3a29750a8a1ec35bc8>>
 * @relayHash d73853a748cb532828862d3f79537061
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 093618f9589e7bdf8dd89f0657fdf6827ebad8939f893de27fe914992e75b3fc

import { ConcreteRequest } from 'relay-runtime';
export type CasinoLobbyPageQuery$variables = Record<PropertyKey, never>;
export type CasinoLobbyPageQuery$data = {
  readonly backoffice: {
    readonly casinoProviders: ReadonlyArray<{
      readonly code: string;
      readonly enabled: boolean;
      readonly gameCount: number;
      readonly name: string;
    }>;
    readonly jackpotSeeds: ReadonlyArray<{
      readonly jackpot: {
        readonly amount: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly id: string;
        readonly name: string;
      };
      readonly seed: {
        readonly amount: string;
        readonly currency: string;
      };
    }>;
  };
};
export type CasinoLobbyPageQuery = {
  response: CasinoLobbyPageQuery$data;
  variables: CasinoLobbyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
        "args": null,
        "concreteType": "BackofficeCasinoProvider",
        "kind": "LinkedField",
        "name": "casinoProviders",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gameCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BackofficeJackpot",
        "kind": "LinkedField",
        "name": "jackpotSeeds",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Jackpot",
            "kind": "LinkedField",
            "name": "jackpot",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "amount",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "seed",
            "plural": false,
            "selections": (v1/*:: as any*/),
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
    "name": "CasinoLobbyPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CasinoLobbyPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "093618f9589e7bdf8dd89f0657fdf6827ebad8939f893de27fe914992e75b3fc",
    "metadata": {},
    "name": "CasinoLobbyPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b31c063b882ef60966f2451be07fd92";

export default node;
