/**
 * @generated SignedSource<<c543dd799cb30f6449c094af47f37658>>
 * @relayHash 3be2e2a3d4469f6b50aa72a5edbfc1a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0343ffb0de6ab18f49a4bf85afdb4fc585a9e050313fe8adf16a5bb1ccaeb37d

import { ConcreteRequest } from 'relay-runtime';
export type ChatConversationSendMutation$variables = {
  body: string;
};
export type ChatConversationSendMutation$data = {
  readonly sendChatMessage: {
    readonly body?: string;
    readonly fromSupport?: boolean;
    readonly id?: string;
    readonly message?: string;
  };
};
export type ChatConversationSendMutation = {
  response: ChatConversationSendMutation$data;
  variables: ChatConversationSendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "body"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "body",
    "variableName": "body"
  }
],
v2 = {
  "kind": "InlineFragment",
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
  "type": "ChatMessage",
  "abstractKey": null
},
v3 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatConversationSendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sendChatMessage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChatConversationSendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sendChatMessage",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0343ffb0de6ab18f49a4bf85afdb4fc585a9e050313fe8adf16a5bb1ccaeb37d",
    "metadata": {},
    "name": "ChatConversationSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00744fe993378a3445af0f129fa7dfd8";

export default node;
