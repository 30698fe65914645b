/**
 * @generated SignedSource<<b2030d4f2992dad16eca9511cf21ced6>>
 * @relayHash 85570bcae9785721ef158f1641d63d1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 257ff5fce9dffdb3c4e6102da548b8d027e6ce93852e579bcc9eba9fd321fbf5

import { ConcreteRequest } from 'relay-runtime';
export type ResponsibleHistoryQuery$variables = {
  playerId: string;
};
export type ResponsibleHistoryQuery$data = {
  readonly backoffice: {
    readonly playerResponsibleHistory: ReadonlyArray<{
      readonly action: string;
      readonly actor: string;
      readonly after: unknown | null | undefined;
      readonly at: string;
      readonly before: unknown | null | undefined;
      readonly legacyId: string;
      readonly subject: string | null | undefined;
    }>;
  };
};
export type ResponsibleHistoryQuery = {
  response: ResponsibleHistoryQuery$data;
  variables: ResponsibleHistoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "playerId"
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
            "name": "playerId",
            "variableName": "playerId"
          }
        ],
        "concreteType": "ResponsibleHistoryEntry",
        "kind": "LinkedField",
        "name": "playerResponsibleHistory",
        "plural": true,
        "selections": [
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
            "name": "actor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "before",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "after",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
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
    "name": "ResponsibleHistoryQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResponsibleHistoryQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "257ff5fce9dffdb3c4e6102da548b8d027e6ce93852e579bcc9eba9fd321fbf5",
    "metadata": {},
    "name": "ResponsibleHistoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e5864aaf23c538926e3e0e4b33cab2f9";

export default node;
