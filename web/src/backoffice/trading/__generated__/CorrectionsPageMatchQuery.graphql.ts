/**
 * @generated SignedSource<<1eb8f694eab8935b8bc3734da14eba72>>
 * @relayHash b64837c6963fcf13596664b25cdeca8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb9a4793414f1892372298dbedf14af847a50e9355ea1df4d37fa01b0461fc17

import { ConcreteRequest } from 'relay-runtime';
export type CorrectedResult = "cancelled" | "halflose" | "halfwin" | "lost" | "refund" | "win" | "%future added value";
export type CorrectionsPageMatchQuery$variables = {
  id: string;
};
export type CorrectionsPageMatchQuery$data = {
  readonly backoffice: {
    readonly settledMatch: {
      readonly awayScore: number;
      readonly homeScore: number;
      readonly id: string;
      readonly markets: ReadonlyArray<{
        readonly key: string;
        readonly outcomes: ReadonlyArray<{
          readonly key: string;
          readonly result: CorrectedResult;
          readonly title: string;
        }>;
        readonly tickets: number;
      }>;
      readonly name: string;
    } | null | undefined;
  };
};
export type CorrectionsPageMatchQuery = {
  response: CorrectionsPageMatchQuery$data;
  variables: CorrectionsPageMatchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
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
            "name": "id",
            "variableName": "id"
          }
        ],
        "concreteType": "SettledMatch",
        "kind": "LinkedField",
        "name": "settledMatch",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "homeScore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "awayScore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SettledMarket",
            "kind": "LinkedField",
            "name": "markets",
            "plural": true,
            "selections": [
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
                "concreteType": "SettledOutcome",
                "kind": "LinkedField",
                "name": "outcomes",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "result",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CorrectionsPageMatchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CorrectionsPageMatchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "eb9a4793414f1892372298dbedf14af847a50e9355ea1df4d37fa01b0461fc17",
    "metadata": {},
    "name": "CorrectionsPageMatchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "47f742e7b6b73549d2e77589903b5755";

export default node;
