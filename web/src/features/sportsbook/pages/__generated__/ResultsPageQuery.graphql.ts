/**
 * @generated SignedSource<<e027d14fb8a60c364a3e524ebb64d142>>
 * @relayHash 82e105f69f8884c8b55268d07a7230ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fe398d2fc69ae4f2d60e419b85867e55837a37e3b103fe03c6f0c927b2158ee

import { ConcreteRequest } from 'relay-runtime';
export type ResultsPageQuery$variables = {
  date?: string | null | undefined;
};
export type ResultsPageQuery$data = {
  readonly resultTournaments: ReadonlyArray<{
    readonly categoryName: string;
    readonly matchesCount: number;
    readonly name: string;
    readonly sportId: string;
    readonly sportName: string;
    readonly teams: ReadonlyArray<string>;
    readonly tournament: {
      readonly id: string;
    };
  }>;
};
export type ResultsPageQuery = {
  response: ResultsPageQuery$data;
  variables: ResultsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "date"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "date",
        "variableName": "date"
      }
    ],
    "concreteType": "ResultTournament",
    "kind": "LinkedField",
    "name": "resultTournaments",
    "plural": true,
    "selections": [
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
        "name": "sportId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sportName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "categoryName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matchesCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "teams",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Tournament",
        "kind": "LinkedField",
        "name": "tournament",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "ResultsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResultsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3fe398d2fc69ae4f2d60e419b85867e55837a37e3b103fe03c6f0c927b2158ee",
    "metadata": {},
    "name": "ResultsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0b8b76f4b66a66e6985c92d2db27dcb0";

export default node;
