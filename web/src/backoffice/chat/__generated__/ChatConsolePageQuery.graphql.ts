/**
 * @generated SignedSource<<f30090f2967137c7865fc5030e3bfbd3>>
 * @relayHash 78374d4920666da7a514f7a1125c08f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f538498b1103c0974560a5cdc0a14c0358f306dde91514990f13a8187577797e

import { ConcreteRequest } from 'relay-runtime';
export type ChatConsolePageQuery$variables = Record<PropertyKey, never>;
export type ChatConsolePageQuery$data = {
  readonly backoffice: {
    readonly chatConversations: ReadonlyArray<{
      readonly id: string;
      readonly lastActivityAt: string;
      readonly lastMessage: string | null | undefined;
      readonly playerUserName: string | null | undefined;
      readonly unanswered: boolean;
    }>;
  };
};
export type ChatConsolePageQuery = {
  response: ChatConsolePageQuery$data;
  variables: ChatConsolePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "args": null,
        "concreteType": "ChatConversation",
        "kind": "LinkedField",
        "name": "chatConversations",
        "plural": true,
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
    "name": "ChatConsolePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatConsolePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f538498b1103c0974560a5cdc0a14c0358f306dde91514990f13a8187577797e",
    "metadata": {},
    "name": "ChatConsolePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "824ece65efff80de0497f3712095b187";

export default node;
