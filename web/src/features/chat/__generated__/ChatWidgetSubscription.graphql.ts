/**
 * @generated SignedSource<<6cb7d6b7df7f927448b893087d9c7598>>
 * @relayHash 3eb60d0c59760eb87a4ce664b41b3fe4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d316cbe796031feb83d59e14cc0db7c7910d2ead772e724669092021512909f

import { ConcreteRequest } from 'relay-runtime';
export type ChatWidgetSubscription$variables = Record<PropertyKey, never>;
export type ChatWidgetSubscription$data = {
  readonly visitorChatMessages: {
    readonly body?: string;
    readonly fromSupport?: boolean;
    readonly id?: string;
  };
};
export type ChatWidgetSubscription = {
  response: ChatWidgetSubscription$data;
  variables: ChatWidgetSubscription$variables;
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
    "name": "ChatWidgetSubscription",
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
    "name": "ChatWidgetSubscription",
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
    "id": "9d316cbe796031feb83d59e14cc0db7c7910d2ead772e724669092021512909f",
    "metadata": {},
    "name": "ChatWidgetSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e4fd96adef664d5edc0f0f1b4e5c0fb4";

export default node;
