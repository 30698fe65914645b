/**
 * @generated SignedSource<<80cf10fabe08cabfecdf72cc8f135a82>>
 * @relayHash af8253fbac2597840041c44f14b07d2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 225e34166527c83f3785bb120737df25813d40c7473a8dd422774807f4ce3fc2

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
    "id": "225e34166527c83f3785bb120737df25813d40c7473a8dd422774807f4ce3fc2",
    "metadata": {},
    "name": "ResultsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "85d1cfff71df991efd8a515e8046e4f4";

export default node;
