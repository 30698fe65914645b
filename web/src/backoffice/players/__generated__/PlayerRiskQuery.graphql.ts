/**
 * @generated SignedSource<<0af3c02b4c7fcfc5948b8a71ea0b26f5>>
 * @relayHash 3d2a280de5102b616cd6f42ac6da5f7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7e4e958d2dd395cbbc6c849aecb83b388fb870880b039c92831160ac3728a73

import { ConcreteRequest } from 'relay-runtime';
export type PlayerRiskVerdict = "BEATS_CLOSING" | "NORMAL" | "SHARP" | "TOO_FEW" | "WINNING" | "%future added value";
export type PlayerRiskQuery$variables = {
  playerId: string;
};
export type PlayerRiskQuery$data = {
  readonly backoffice: {
    readonly playerRisk: {
      readonly id: string;
      readonly setAt: string | null | undefined;
      readonly setBy: string | null | undefined;
      readonly stakeFactor: number;
      readonly suggestion: {
        readonly beatClosingPercent: number | null | undefined;
        readonly pValue: number;
        readonly profitPercent: number;
        readonly stakeFactor: number;
        readonly tickets: number;
        readonly verdict: PlayerRiskVerdict;
      };
    } | null | undefined;
  };
};
export type PlayerRiskQuery = {
  response: PlayerRiskQuery$data;
  variables: PlayerRiskQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "playerId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stakeFactor",
  "storageKey": null
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
            "name": "playerId",
            "variableName": "playerId"
          }
        ],
        "concreteType": "BackofficePlayerRisk",
        "kind": "LinkedField",
        "name": "playerRisk",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "setBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "setAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PlayerRiskSuggestion",
            "kind": "LinkedField",
            "name": "suggestion",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verdict",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tickets",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "profitPercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "beatClosingPercent",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerRiskQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerRiskQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c7e4e958d2dd395cbbc6c849aecb83b388fb870880b039c92831160ac3728a73",
    "metadata": {},
    "name": "PlayerRiskQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "86581f8c46e2ed15550c85c6a61ee2dc";

export default node;
