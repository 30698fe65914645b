/**
 * @generated SignedSource<<c79028d043a10f3577c0e81aa6b1719d>>
 * @relayHash 89c9b9b84b3a0f4010547322f408f50b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce8ff88a556a36b8e74a3f6c921de7cfd88ee74b4ff8690b41af95ebc8e3d6f7

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ALREADY_PROCESSED" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_UNAVAILABLE" | "CONFLICT" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DIFFERENT_SOURCES" | "EMAIL_NOT_VERIFIED" | "FORBIDDEN" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_STAKE" | "LAY_NOT_OFFERED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SESSION_NOT_FOUND" | "SIGN_IN_REQUIRED" | "TERMS_NOT_ACCEPTED" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type OddsPolicy = "ACCEPT_ANY" | "ACCEPT_BETTER" | "DECLINE_ANY" | "%future added value";
export type useSetOddsPolicyMutation$variables = {
  policy: OddsPolicy;
};
export type useSetOddsPolicyMutation$data = {
  readonly setOddsPolicy: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly message?: string;
    readonly oddsPolicy?: OddsPolicy;
  };
};
export type useSetOddsPolicyMutation = {
  response: useSetOddsPolicyMutation$data;
  variables: useSetOddsPolicyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "policy"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "policy",
        "variableName": "policy"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setOddsPolicy",
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
            "name": "oddsPolicy",
            "storageKey": null
          }
        ],
        "type": "SetOddsPolicySuccess",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useSetOddsPolicyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetOddsPolicyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ce8ff88a556a36b8e74a3f6c921de7cfd88ee74b4ff8690b41af95ebc8e3d6f7",
    "metadata": {},
    "name": "useSetOddsPolicyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f44a820898e5c4391b6c7b0a771ad0e9";

export default node;
