/**
 * @generated SignedSource<<8479179f98fb3c11ced4fe7017fed713>>
 * @relayHash 887f2febf2a28fae356bf1e50aa37701
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2baccabc3177a5270d1c69823872edbe76ad1cacfcf6b1f2207b1a4bf01860bb

import { ConcreteRequest } from 'relay-runtime';
export type ChatConsolePageSubscription$variables = Record<PropertyKey, never>;
export type ChatConsolePageSubscription$data = {
  readonly backofficeChatActivity: {
    readonly id: string;
    readonly lastActivityAt: string;
    readonly lastMessage: string | null | undefined;
    readonly messages: ReadonlyArray<{
      readonly body: string;
      readonly createdAt: string;
      readonly fromSupport: boolean;
      readonly id: string;
    }>;
    readonly playerUserName: string | null | undefined;
    readonly unanswered: boolean;
  };
};
export type ChatConsolePageSubscription = {
  response: ChatConsolePageSubscription$data;
  variables: ChatConsolePageSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ChatConversation",
    "kind": "LinkedField",
    "name": "backofficeChatActivity",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "playerUserName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unanswered",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastMessage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastActivityAt",
        "storageKey": null
      },
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatConsolePageSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatConsolePageSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2baccabc3177a5270d1c69823872edbe76ad1cacfcf6b1f2207b1a4bf01860bb",
    "metadata": {},
    "name": "ChatConsolePageSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "c9333ae58ce0cee97faad5e022142dc8";

export default node;
