/**
 * @generated SignedSource<<95cf8dd210e7fa88965f79f672b82f56>>
 * @relayHash 524a36aaaaaf608ae07578a0e4171ea5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7336fb5e57f1782dce37cee508af44bb33b4a39098d40826566caf9d6546108d

import { ConcreteRequest } from 'relay-runtime';
export type UnreadMessagesBadgeSubscription$variables = Record<PropertyKey, never>;
export type UnreadMessagesBadgeSubscription$data = {
  readonly unreadMessagesChanged: {
    readonly __typename: "SubscriptionUnreadMessagesChangedSuccess";
    readonly data: {
      readonly viewer: {
        readonly id: string;
        readonly unreadMessageCount: number;
      };
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
            "concreteType": "UnreadMessagesChanged",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "type": "SubscriptionUnreadMessagesChangedSuccess",
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
    "id": "7336fb5e57f1782dce37cee508af44bb33b4a39098d40826566caf9d6546108d",
    "metadata": {},
    "name": "UnreadMessagesBadgeSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "642e843bf188c8ef9a0f8ce2d3940f11";

export default node;
