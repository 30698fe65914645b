/**
 * @generated SignedSource<<c2088088cb6b588a7bbac336723c95aa>>
 * @relayHash 544f3fb04ae55f4bb8c26690ab3607ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 520636ec8891429fe4a45d0f1403c5aa8e5626c7e0d758501ff85dfa48c04bde

import { ConcreteRequest } from 'relay-runtime';
export type JackpotTickerQuery$variables = {
  currency?: string | null | undefined;
};
export type JackpotTickerQuery$data = {
  readonly jackpots: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly code: string;
    readonly id: string;
    readonly name: string;
  }>;
};
export type JackpotTickerQuery = {
  response: JackpotTickerQuery$data;
  variables: JackpotTickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "currency"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "currency",
        "variableName": "currency"
      }
    ],
    "concreteType": "Jackpot",
    "kind": "LinkedField",
    "name": "jackpots",
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
        "name": "code",
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
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "amount",
        "plural": false,
        "selections": [
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
    "name": "JackpotTickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JackpotTickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "520636ec8891429fe4a45d0f1403c5aa8e5626c7e0d758501ff85dfa48c04bde",
    "metadata": {},
    "name": "JackpotTickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b757005400f7963c0287772817fc977f";

export default node;
