/**
 * @generated SignedSource<<d135d9d0e297f925cf8611cb07eb056d>>
 * @relayHash 74504ca95b5af04af190b4288bce8eb5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7472868301d62912befc8a07017b0fcf3d1849bae8a90a4ebd587edfc58e7c68

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ADJUSTMENT_OVERDRAFT" | "ADMIN_TOKEN_REFUSED" | "AGENT_CURRENCY_MISMATCH" | "AGENT_DEMO_ACCOUNT" | "AGENT_MOVE_CYCLE" | "AGENT_PARENT_NOT_AGENT" | "AGENT_SUB_ACCOUNTS_REMAIN" | "AGENT_TYPE_NOT_UNDER_PARENT" | "ALREADY_PROCESSED" | "AUTO_CASHOUT_INVALID" | "BALANCE_IN_DEBT" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CAMPAIGN_ENDED" | "BONUS_CODE_TAKEN" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_EXHAUSTED" | "BONUS_EXPIRED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "BONUS_NOT_PERSONAL" | "BONUS_NOT_STARTED" | "BONUS_PAUSED" | "BOOTSTRAP_CLOSED" | "BUILDER_DIFFERENT_MATCHES" | "BUILDER_IMPOSSIBLE" | "BUILDER_NEAR_CERTAIN" | "BUILDER_NOT_OFFERED" | "BUILDER_TOO_FEW_LEGS" | "BUILDER_UNSUPPORTED_MARKET" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_PART_INVALID" | "CASHOUT_PART_UNEVEN" | "CASHOUT_UNAVAILABLE" | "CHAT_NOT_STARTED" | "CONFLICT" | "COOLING_OFF" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DEPOSIT_LIMIT_REACHED" | "DEPOSIT_NOT_FOUND" | "DIFFERENT_SOURCES" | "DUPLICATE_MARKET" | "EDIT_STAKE_INVALID" | "EDIT_UNAVAILABLE" | "EDIT_UNCHANGED" | "EMAIL_NOT_VERIFIED" | "EXCLUSION_ACTIVE" | "FLAG_ALREADY_RESOLVED" | "FORBIDDEN" | "FOUR_EYES_SAME_STAFF" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_RETIRED" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_SCORE" | "INVALID_STAKE" | "JACKPOT_NOT_FOUND" | "KYC_ALREADY_DECIDED" | "KYC_REQUIRED" | "LAST_ADMIN" | "LAY_NOT_OFFERED" | "LIMIT_PROMPT_REQUIRED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "LOSS_LIMIT_REACHED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MARKET_NOT_FOUND" | "MATCH_NOT_FOUND" | "MATCH_NOT_SETTLED" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NATIONALLY_EXCLUDED" | "NOTHING_PENDING" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NOT_PENDING" | "NO_MARKETS" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "ODDS_TOLERANCE_TOO_HIGH" | "OUTCOME_NOT_FOUND" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "REASON_REQUIRED" | "RECIPIENT_EXCLUDED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SELF_EXCLUDED" | "SESSION_NOT_FOUND" | "SHARE_NOT_FOUND" | "SHARE_RATE_LIMITED" | "SIGN_IN_PAUSED" | "SIGN_IN_REQUIRED" | "SLOT_CYCLE_TOO_FAST" | "SLOT_STAKE_CAP" | "STAFF_USERNAME_TAKEN" | "TERMS_NOT_ACCEPTED" | "TIMED_OUT" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WAGER_LIMIT_REACHED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type verifySelectionQuery$variables = {
  oddId: string;
};
export type verifySelectionQuery$data = {
  readonly betslipSelection: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly isSuspended?: boolean;
    readonly message?: string;
    readonly oddId?: number;
  };
};
export type verifySelectionQuery = {
  response: verifySelectionQuery$data;
  variables: verifySelectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "oddId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "oddId",
        "variableName": "oddId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "betslipSelection",
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
            "name": "oddId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSuspended",
            "storageKey": null
          }
        ],
        "type": "BetslipSelection",
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
    "name": "verifySelectionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "verifySelectionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7472868301d62912befc8a07017b0fcf3d1849bae8a90a4ebd587edfc58e7c68",
    "metadata": {},
    "name": "verifySelectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9946c369750b4842d4c02690c7d87477";

export default node;
