/**
 * @generated SignedSource<<09249d44a845dd99b9c5bc60dc22131f>>
 * @relayHash 946e8fcdc65e95ac624aceeccc027ccd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4383b3ab78555f6e94a061c650761cd135f2405913782a71f9567dc923567338

import { ConcreteRequest } from 'relay-runtime';
export type TradingMatchesQuery$variables = Record<PropertyKey, never>;
export type TradingMatchesQuery$data = {
  readonly backoffice: {
    readonly tradingMatches: ReadonlyArray<{
      readonly liability: ReadonlyArray<{
        readonly stakes: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly tickets: number;
        readonly worstCase: {
          readonly amount: string;
          readonly currency: string;
        };
      }>;
      readonly matchId: string;
      readonly name: string;
      readonly startsAt: string;
      readonly status: string;
    }>;
  };
};
export type TradingMatchesQuery = {
  response: TradingMatchesQuery$data;
  variables: TradingMatchesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "concreteType": "TradingMatch",
        "kind": "LinkedField",
        "name": "tradingMatches",
        "plural": true,
        "selections": [
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
            "name": "name",
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
            "kind": "ScalarField",
            "name": "startsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TradingMatchFigures",
            "kind": "LinkedField",
            "name": "liability",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "worstCase",
                "plural": false,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "stakes",
                "plural": false,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tickets",
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
    "name": "TradingMatchesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TradingMatchesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4383b3ab78555f6e94a061c650761cd135f2405913782a71f9567dc923567338",
    "metadata": {},
    "name": "TradingMatchesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f3193377259fab933f54b10fc2868ac4";

export default node;
