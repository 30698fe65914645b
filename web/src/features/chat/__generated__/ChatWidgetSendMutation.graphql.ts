/**
 * @generated SignedSource<<446079be3598b0ccdf60ebc9457469a2>>
 * @relayHash 91598cd9f14eb0aa5f4a459244d2b018
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4bdd9957ba39986f96177a6a8ec1ff11065f747092d5c569b76169edd237607

import { ConcreteRequest } from 'relay-runtime';
export type ChatWidgetSendMutation$variables = {
  body: string;
};
export type ChatWidgetSendMutation$data = {
  readonly sendChatMessage: {
    readonly body?: string;
    readonly fromSupport?: boolean;
    readonly id?: string;
    readonly message?: string;
  };
};
export type ChatWidgetSendMutation = {
  response: ChatWidgetSendMutation$data;
  variables: ChatWidgetSendMutation$variables;
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
    "name": "ChatWidgetSendMutation",
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
    "name": "ChatWidgetSendMutation",
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
    "id": "e4bdd9957ba39986f96177a6a8ec1ff11065f747092d5c569b76169edd237607",
    "metadata": {},
    "name": "ChatWidgetSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ed9739f363f012dcfef94f17e6803bff";

export default node;
