/**
 * @generated SignedSource<<49ee24ab7d3b021903255d22fa73ec0e>>
 * @relayHash 9b9b86ddf2b5feb08c4075defac822d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3707a47f04f51b8929cb8512904a57dd490b0fe3cf5befb3fd1835703095ff4

import { ConcreteRequest } from 'relay-runtime';
export type SessionEndedReason = "ENDED" | "LOCKED" | "%future added value";
export type SessionEndedWatcherSubscription$variables = Record<PropertyKey, never>;
export type SessionEndedWatcherSubscription$data = {
  readonly sessionEnded: {
    readonly __typename: "SessionEnded";
    readonly reason: SessionEndedReason;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SessionEndedWatcherSubscription = {
  response: SessionEndedWatcherSubscription$data;
  variables: SessionEndedWatcherSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sessionEnded",
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
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          }
        ],
        "type": "SessionEnded",
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
    "name": "SessionEndedWatcherSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionEndedWatcherSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a3707a47f04f51b8929cb8512904a57dd490b0fe3cf5befb3fd1835703095ff4",
    "metadata": {},
    "name": "SessionEndedWatcherSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "bd5e4e728a366e492eb7e5a588fcc656";

export default node;
