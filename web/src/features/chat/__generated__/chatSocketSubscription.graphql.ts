/**
 * @generated SignedSource<<2b55c0ccaee291510de81420536436fc>>
 * @relayHash 28208c8bd6b23dc1f8f021f66d21fe70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 099442b74ce0f21b8322bd2f193c584d1a8f5a9b419b98067babe257bcd4e810

import { ConcreteRequest } from 'relay-runtime';
export type chatSocketSubscription$variables = Record<PropertyKey, never>;
export type chatSocketSubscription$data = {
  readonly visitorChatMessages: {
    readonly body?: string;
    readonly fromSupport?: boolean;
    readonly id?: string;
  };
};
export type chatSocketSubscription = {
  response: chatSocketSubscription$data;
  variables: chatSocketSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "chatSocketSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "visitorChatMessages",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "chatSocketSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "visitorChatMessages",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "099442b74ce0f21b8322bd2f193c584d1a8f5a9b419b98067babe257bcd4e810",
    "metadata": {},
    "name": "chatSocketSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e0a4559b565556dc8427af73e3a57a7e";

export default node;
