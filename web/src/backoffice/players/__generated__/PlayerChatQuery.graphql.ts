/**
 * @generated SignedSource<<3fa4802f38842cccbce7f65b1099db91>>
 * @relayHash 4cfdebb4bda0d162a31c5a32b286da9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61a9ed747360a972488c3c453a4d6e767c1e8c29d3bbed1a555509e72e52474e

import { ConcreteRequest } from 'relay-runtime';
export type PlayerChatQuery$variables = {
  playerId: string;
};
export type PlayerChatQuery$data = {
  readonly backoffice: {
    readonly chatConversations: ReadonlyArray<{
      readonly createdAt: string;
      readonly id: string;
      readonly messages: ReadonlyArray<{
        readonly body: string;
        readonly createdAt: string;
        readonly fromSupport: boolean;
        readonly id: string;
      }>;
    }>;
  };
};
export type PlayerChatQuery = {
  response: PlayerChatQuery$data;
  variables: PlayerChatQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "playerId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = [
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
        "concreteType": "ChatConversation",
        "kind": "LinkedField",
        "name": "chatConversations",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "messages",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
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
    "name": "PlayerChatQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerChatQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "61a9ed747360a972488c3c453a4d6e767c1e8c29d3bbed1a555509e72e52474e",
    "metadata": {},
    "name": "PlayerChatQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "70d9a7951b14f3bd5c893f02ed29eb9a";

export default node;
