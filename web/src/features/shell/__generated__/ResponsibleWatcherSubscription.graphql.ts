/**
 * @generated SignedSource<<894c9cada1fd009250d5b339dd93258a>>
 * @relayHash cca5d5fd7fdce7c2e0fd59d540b0a7da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 592c029eaacd773ad5c310bf2b864d5f978c0c5d788a97fa8e0faa2c9c8a8d47

import { ConcreteRequest } from 'relay-runtime';
export type ResponsibleChangeKind = "LIMIT" | "SELF_EXCLUSION" | "SESSION_LIMIT" | "TIME_OUT" | "%future added value";
export type ResponsibleWatcherSubscription$variables = Record<PropertyKey, never>;
export type ResponsibleWatcherSubscription$data = {
  readonly responsibleChanged: {
    readonly __typename: "ResponsibleChanged";
    readonly change: ResponsibleChangeKind;
    readonly signOut: boolean;
    readonly until: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ResponsibleWatcherSubscription = {
  response: ResponsibleWatcherSubscription$data;
  variables: ResponsibleWatcherSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "responsibleChanged",
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
            "name": "change",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signOut",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "until",
            "storageKey": null
          }
        ],
        "type": "ResponsibleChanged",
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
    "name": "ResponsibleWatcherSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResponsibleWatcherSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "592c029eaacd773ad5c310bf2b864d5f978c0c5d788a97fa8e0faa2c9c8a8d47",
    "metadata": {},
    "name": "ResponsibleWatcherSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d4f6476cbfddbc7f2cf9d9a46a5a1ee5";

export default node;
