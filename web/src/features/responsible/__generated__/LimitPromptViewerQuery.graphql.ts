/**
 * @generated SignedSource<<f3731a9a6e475d7bc4c9934613c55ae2>>
 * @relayHash 7ad05b8d991224bf8afc6e4de9a5492c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2997dc8535882f2acfc51929c29171d8b2189ad5ac41035e1a288941fc686ee9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LimitPromptViewerQuery$variables = Record<PropertyKey, never>;
export type LimitPromptViewerQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"LimitPrompt_viewer">;
  } | null | undefined;
};
export type LimitPromptViewerQuery = {
  response: LimitPromptViewerQuery$data;
  variables: LimitPromptViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LimitPromptViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LimitPrompt_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LimitPromptViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ResponsibleGambling",
            "kind": "LinkedField",
            "name": "responsibleGambling",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limitPromptDue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ResponsibleProfile",
                "kind": "LinkedField",
                "name": "profile",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "limitPromptSkippable",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2997dc8535882f2acfc51929c29171d8b2189ad5ac41035e1a288941fc686ee9",
    "metadata": {},
    "name": "LimitPromptViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2c390ab4e190c29cbbe9885da3cbb625";

export default node;
