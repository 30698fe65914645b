/**
 * @generated SignedSource<<1ddc1231782f6fdf7fe05c3eb7beb17a>>
 * @relayHash 1d986454d65cbaaf4882ba671267e592
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d49a0152ba79f669f6008eb193da625c7011389b3a89b6261301f85fd8de66fc

import { ConcreteRequest } from 'relay-runtime';
export type TransactionStatus = "ADMIN_APPROVED" | "CANCELED" | "COMPLETED" | "NONE" | "NOT_PROCESSED" | "PAYMENT_SYSTEM_PROCESSING" | "PENDING" | "PROCESSING" | "PROCESSING_ERROR" | "PROVIDER_DECLINED" | "PROVIDER_PENDING" | "PROVIDER_PENDING_CONFIRMATION" | "PROVIDER_REJECTED" | "REFUND" | "REJECTED" | "REJECTED_BY_PAYMENT_SYSTEM" | "TRANSACTION_FAILED" | "%future added value";
export type TransactionStatusGroup = "ALL" | "CANCELED" | "COMPLETED" | "NONE" | "PENDING" | "REFUND" | "REJECTED" | "%future added value";
export type CashierPageTransactionChangedSubscription$variables = Record<PropertyKey, never>;
export type CashierPageTransactionChangedSubscription$data = {
  readonly transactionChanged: {
    readonly __typename: "CashierTransaction";
    readonly cancelable: boolean;
    readonly completedAt: string | null | undefined;
    readonly id: string;
    readonly reasonText: string | null | undefined;
    readonly status: TransactionStatus;
    readonly statusGroup: TransactionStatusGroup;
    readonly statusText: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CashierPageTransactionChangedSubscription = {
  response: CashierPageTransactionChangedSubscription$data;
  variables: CashierPageTransactionChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "kind": "InlineFragment",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reasonText",
      "storageKey": null
    }
  ],
  "type": "CashierTransaction",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CashierPageTransactionChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "transactionChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/)
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
    "name": "CashierPageTransactionChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "transactionChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d49a0152ba79f669f6008eb193da625c7011389b3a89b6261301f85fd8de66fc",
    "metadata": {},
    "name": "CashierPageTransactionChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "62743969054b4f6b9b94ad60d4b2b020";

export default node;
