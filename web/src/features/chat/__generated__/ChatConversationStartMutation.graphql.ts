/**
 * @generated SignedSource<<7171f6096a257e3d9d8d2abb39374659>>
 * @relayHash 80def30d96600cffd7bbd1342afb078d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c24379d82b3c7859240e4a8eea6410e77f8e02b326c0798befaa958cee6b76f

import { ConcreteRequest } from 'relay-runtime';
export type ChatConversationStartMutation$variables = Record<PropertyKey, never>;
export type ChatConversationStartMutation$data = {
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
export type ChatConversationStartMutation = {
  response: ChatConversationStartMutation$data;
  variables: ChatConversationStartMutation$variables;
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
    "name": "ChatConversationStartMutation",
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
    "name": "ChatConversationStartMutation",
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
    "id": "7c24379d82b3c7859240e4a8eea6410e77f8e02b326c0798befaa958cee6b76f",
    "metadata": {},
    "name": "ChatConversationStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "626906f4628206449efaf2907d27e6c7";

export default node;
