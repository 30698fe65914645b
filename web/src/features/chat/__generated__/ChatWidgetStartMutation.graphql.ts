/**
 * @generated SignedSource<<251c1f98b5af509be76a3f5dcf3e911c>>
 * @relayHash 0a464888dc1f5dbf4b5c7b0d3d001714
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e270e3ad36c0a37decc72f4a9b40de9feee1984b9ac595ee91723f2298e48d8f

import { ConcreteRequest } from 'relay-runtime';
export type ChatWidgetStartMutation$variables = Record<PropertyKey, never>;
export type ChatWidgetStartMutation$data = {
  readonly startChat: {
    readonly id?: string;
    readonly message?: string;
    readonly messages?: ReadonlyArray<{
      readonly body: string;
      readonly fromSupport: boolean;
      readonly id: string;
    }>;
  };
};
export type ChatWidgetStartMutation = {
  response: ChatWidgetStartMutation$data;
  variables: ChatWidgetStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "kind": "InlineFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatMessage",
      "kind": "LinkedField",
      "name": "messages",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromSupport",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VisitorChat",
  "abstractKey": null
},
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatWidgetStartMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "startChat",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatWidgetStartMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "startChat",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e270e3ad36c0a37decc72f4a9b40de9feee1984b9ac595ee91723f2298e48d8f",
    "metadata": {},
    "name": "ChatWidgetStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "09868e244fa7705a32055ea29143e8a5";

export default node;
