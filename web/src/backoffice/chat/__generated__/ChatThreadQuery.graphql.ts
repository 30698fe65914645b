/**
 * @generated SignedSource<<bfa19a7b09a7d89d1225076185b6359e>>
 * @relayHash f58f0ccf57b77971cd44f5dd4af64f8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb20a7d39cdee7368341692fb50f5c7a61c4c7bddc483ec9c234ab9c66ace7ab

import { ConcreteRequest } from 'relay-runtime';
export type ChatThreadQuery$variables = {
  id: string;
};
export type ChatThreadQuery$data = {
  readonly backoffice: {
    readonly chatConversation: {
      readonly id: string;
      readonly messages: ReadonlyArray<{
        readonly body: string;
        readonly createdAt: string;
        readonly fromSupport: boolean;
        readonly id: string;
      }>;
      readonly playerId: string | null | undefined;
      readonly playerUserName: string | null | undefined;
    } | null | undefined;
  };
};
export type ChatThreadQuery = {
  response: ChatThreadQuery$data;
  variables: ChatThreadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
            "name": "id",
            "variableName": "id"
          }
        ],
        "concreteType": "ChatConversation",
        "kind": "LinkedField",
        "name": "chatConversation",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playerId",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatThreadQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChatThreadQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cb20a7d39cdee7368341692fb50f5c7a61c4c7bddc483ec9c234ab9c66ace7ab",
    "metadata": {},
    "name": "ChatThreadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e99a5559af3b17e43a6ab16fdfdeea72";

export default node;
