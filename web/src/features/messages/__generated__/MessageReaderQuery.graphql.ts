/**
 * @generated SignedSource<<2529f09fc355444650614d0c39baac0b>>
 * @relayHash 22e7130418155358b0c59412f1c60c23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea775b79e592021fcde875e3675315cc71da7982cabc86298a4a1f4343f65bd5

import { ConcreteRequest } from 'relay-runtime';
export type MessageReaderQuery$variables = {
  legacyId: string;
};
export type MessageReaderQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly message: {
      readonly body: string;
      readonly createdAt: string;
      readonly id: string;
      readonly legacyId: string;
      readonly read: boolean;
      readonly sender: string;
      readonly subject: string;
    } | null | undefined;
  } | null | undefined;
};
export type MessageReaderQuery = {
  response: MessageReaderQuery$data;
  variables: MessageReaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "legacyId"
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
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "legacyId",
            "variableName": "legacyId"
          }
        ],
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "message",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "legacyId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
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
            "name": "sender",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "read",
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
    "name": "MessageReaderQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MessageReaderQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ea775b79e592021fcde875e3675315cc71da7982cabc86298a4a1f4343f65bd5",
    "metadata": {},
    "name": "MessageReaderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f7f32bad645179f3caf87bade74b6f0d";

export default node;
