/**
 * @generated SignedSource<<f575fb953c50410f24ef3393dc5c369e>>
 * @relayHash 7ea77293ffdc2b66aee1d50a9943ddef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5079c1b122945979b90db2cfe74f1e674e7421696b31e86eb38493c530a11366

import { ConcreteRequest } from 'relay-runtime';
export type UnreadMessagesBadgeSubscription$variables = Record<PropertyKey, never>;
export type UnreadMessagesBadgeSubscription$data = {
  readonly unreadMessagesChanged: {
    readonly __typename: "UnreadMessagesChanged";
    readonly viewer: {
      readonly id: string;
      readonly unreadMessageCount: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type UnreadMessagesBadgeSubscription = {
  response: UnreadMessagesBadgeSubscription$data;
  variables: UnreadMessagesBadgeSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unreadMessagesChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
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
                "name": "unreadMessageCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UnreadMessagesChanged",
        "abstractKey": null
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
    "name": "UnreadMessagesBadgeSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnreadMessagesBadgeSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5079c1b122945979b90db2cfe74f1e674e7421696b31e86eb38493c530a11366",
    "metadata": {},
    "name": "UnreadMessagesBadgeSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "65976cb6f44a15347c6157b920c401f5";

export default node;
