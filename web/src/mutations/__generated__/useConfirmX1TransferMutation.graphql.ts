/**
 * @generated SignedSource<<f8a8862d99d72a87281968f4c24006e4>>
 * @relayHash 25b05fb67944762f2fec95284dcb1883
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19fbdb6edd04a75944af4e3348011a4d956d65d7f987a7dc4e69132fe316f81b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ALREADY_PROCESSED" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_UNAVAILABLE" | "CONFLICT" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DIFFERENT_SOURCES" | "EMAIL_NOT_VERIFIED" | "FORBIDDEN" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_STAKE" | "LAY_NOT_OFFERED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SESSION_NOT_FOUND" | "SIGN_IN_REQUIRED" | "TERMS_NOT_ACCEPTED" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type TransactionStatus = "ADMIN_APPROVED" | "CANCELED" | "COMPLETED" | "NONE" | "NOT_PROCESSED" | "PAYMENT_SYSTEM_PROCESSING" | "PENDING" | "PROCESSING" | "PROCESSING_ERROR" | "PROVIDER_DECLINED" | "PROVIDER_PENDING" | "PROVIDER_PENDING_CONFIRMATION" | "PROVIDER_REJECTED" | "REFUND" | "REJECTED" | "REJECTED_BY_PAYMENT_SYSTEM" | "TRANSACTION_FAILED" | "%future added value";
export type useConfirmX1TransferMutation$variables = {
  bonusCode?: string | null | undefined;
  transferId: string;
};
export type useConfirmX1TransferMutation$data = {
  readonly confirmX1Transfer: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly data?: {
      readonly deposit: {
        readonly id: string;
        readonly status: TransactionStatus;
        readonly statusText: string;
      };
      readonly message: string;
      readonly viewer: {
        readonly balance: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"BalanceSummary_viewer">;
      };
    };
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useConfirmX1TransferMutation = {
  response: useConfirmX1TransferMutation$data;
  variables: useConfirmX1TransferMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bonusCode"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "transferId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "bonusCode",
    "variableName": "bonusCode"
  },
  {
    "kind": "Variable",
    "name": "transferId",
    "variableName": "transferId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "CashierTransaction",
  "kind": "LinkedField",
  "name": "deposit",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "balance",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v11 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useConfirmX1TransferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "confirmX1Transfer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "X1TransferConfirmed",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Viewer",
                    "kind": "LinkedField",
                    "name": "viewer",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "BalanceSummary_viewer"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationConfirmX1TransferSuccess",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useConfirmX1TransferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "confirmX1Transfer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "X1TransferConfirmed",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Viewer",
                    "kind": "LinkedField",
                    "name": "viewer",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Balance",
                        "kind": "LinkedField",
                        "name": "balanceDetails",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "cash",
                            "plural": false,
                            "selections": (v8/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "bonus",
                            "plural": false,
                            "selections": (v8/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "reserved",
                            "plural": false,
                            "selections": (v8/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "total",
                            "plural": false,
                            "selections": (v8/*:: as any*/),
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
            ],
            "type": "MutationConfirmX1TransferSuccess",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "19fbdb6edd04a75944af4e3348011a4d956d65d7f987a7dc4e69132fe316f81b",
    "metadata": {},
    "name": "useConfirmX1TransferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5d97918817f2af8f77c8b7e036d48a27";

export default node;
