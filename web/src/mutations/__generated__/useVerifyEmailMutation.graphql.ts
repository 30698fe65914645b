/**
 * @generated SignedSource<<53293040cff53a6d8e84c84c7a438385>>
 * @relayHash c8c4738a558102e9b54a6a0e074351db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbf9f5a58e0422d01ddbaf0afacb7a7db286b9c6ea94d5951134c6f8120ea972

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ALREADY_PROCESSED" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_UNAVAILABLE" | "CONFLICT" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DIFFERENT_SOURCES" | "EMAIL_NOT_VERIFIED" | "FORBIDDEN" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_STAKE" | "LAY_NOT_OFFERED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SESSION_NOT_FOUND" | "SIGN_IN_REQUIRED" | "TERMS_NOT_ACCEPTED" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type useVerifyEmailMutation$variables = {
  token: string;
};
export type useVerifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly data?: {
      readonly message: string;
    };
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useVerifyEmailMutation = {
  response: useVerifyEmailMutation$data;
  variables: useVerifyEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "verifyEmail",
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
            "concreteType": "Done",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "MutationVerifyEmailSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useVerifyEmailMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dbf9f5a58e0422d01ddbaf0afacb7a7db286b9c6ea94d5951134c6f8120ea972",
    "metadata": {},
    "name": "useVerifyEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "852c29e4f49db1f325cd30f214ce0637";

export default node;
