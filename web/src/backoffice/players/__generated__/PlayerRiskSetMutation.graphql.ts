/**
 * @generated SignedSource<<8c87356b694400aec1f3d5fd0f46ca8d>>
 * @relayHash b83c4ebe5279a9b09cc7c303b6a03f5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2aad513359b2f0a19a1ab2cb0e4c63706185a4e5dc18ca0592a7c4f2cabdeac5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ADJUSTMENT_OVERDRAFT" | "ADMIN_TOKEN_REFUSED" | "AGENT_CURRENCY_MISMATCH" | "AGENT_DEMO_ACCOUNT" | "AGENT_MOVE_CYCLE" | "AGENT_PARENT_NOT_AGENT" | "AGENT_SUB_ACCOUNTS_REMAIN" | "AGENT_TYPE_NOT_UNDER_PARENT" | "ALREADY_PROCESSED" | "AUTO_CASHOUT_INVALID" | "BALANCE_IN_DEBT" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CAMPAIGN_ENDED" | "BONUS_CODE_TAKEN" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_EXHAUSTED" | "BONUS_EXPIRED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "BONUS_NOT_PERSONAL" | "BONUS_NOT_STARTED" | "BONUS_PAUSED" | "BOOTSTRAP_CLOSED" | "BUILDER_DIFFERENT_MATCHES" | "BUILDER_IMPOSSIBLE" | "BUILDER_NEAR_CERTAIN" | "BUILDER_NOT_OFFERED" | "BUILDER_TOO_FEW_LEGS" | "BUILDER_UNSUPPORTED_MARKET" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_PART_INVALID" | "CASHOUT_PART_UNEVEN" | "CASHOUT_UNAVAILABLE" | "CHAT_NOT_STARTED" | "CONFLICT" | "COOLING_OFF" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DEPOSIT_LIMIT_REACHED" | "DEPOSIT_NOT_FOUND" | "DIFFERENT_SOURCES" | "DUPLICATE_MARKET" | "EDIT_STAKE_INVALID" | "EDIT_UNAVAILABLE" | "EDIT_UNCHANGED" | "EMAIL_NOT_VERIFIED" | "EXCLUSION_ACTIVE" | "FLAG_ALREADY_RESOLVED" | "FORBIDDEN" | "FOUR_EYES_SAME_STAFF" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_RETIRED" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_SCORE" | "INVALID_STAKE" | "JACKPOT_NOT_FOUND" | "KYC_ALREADY_DECIDED" | "KYC_REQUIRED" | "LAST_ADMIN" | "LAY_NOT_OFFERED" | "LIMIT_PROMPT_REQUIRED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "LOSS_LIMIT_REACHED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MARKET_NOT_FOUND" | "MATCH_NOT_FOUND" | "MATCH_NOT_SETTLED" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NATIONALLY_EXCLUDED" | "NOTHING_PENDING" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NOT_PENDING" | "NO_MARKETS" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "ODDS_TOLERANCE_TOO_HIGH" | "OUTCOME_NOT_FOUND" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "REASON_REQUIRED" | "RECIPIENT_EXCLUDED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SELF_EXCLUDED" | "SESSION_NOT_FOUND" | "SHARE_NOT_FOUND" | "SHARE_RATE_LIMITED" | "SIGN_IN_PAUSED" | "SIGN_IN_REQUIRED" | "SLOT_CYCLE_TOO_FAST" | "SLOT_STAKE_CAP" | "STAFF_USERNAME_TAKEN" | "TERMS_NOT_ACCEPTED" | "TIMED_OUT" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WAGER_LIMIT_REACHED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type PlayerRiskSetMutation$variables = {
  playerId: string;
  reason: string;
  stakeFactor: number;
};
export type PlayerRiskSetMutation$data = {
  readonly backoffice: {
    readonly setPlayerStakeFactor: {
      readonly __typename: string;
      readonly failure: {
        readonly code: ErrorCode;
        readonly field?: string | null | undefined;
        readonly fieldErrors?: ReadonlyArray<{
          readonly field: string;
          readonly message: string;
        }>;
        readonly fields?: ReadonlyArray<{
          readonly field: string;
          readonly message: string;
        }>;
        readonly message: string;
        readonly requiresDeposit?: boolean;
        readonly retryAfterSeconds?: number | null | undefined;
      } | null | undefined;
      readonly risk?: {
        readonly " $fragmentSpreads": FragmentRefs<"PlayerRisk_risk">;
      } | null | undefined;
    };
  };
};
export type PlayerRiskSetMutation = {
  response: PlayerRiskSetMutation$data;
  variables: PlayerRiskSetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "playerId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reason"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stakeFactor"
},
v3 = [
  {
    "kind": "Variable",
    "name": "playerId",
    "variableName": "playerId"
  },
  {
    "kind": "Variable",
    "name": "reason",
    "variableName": "reason"
  },
  {
    "kind": "Variable",
    "name": "stakeFactor",
    "variableName": "stakeFactor"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/),
  (v5/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "retryAfterSeconds",
    "storageKey": null
  }
],
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v5/*:: as any*/),
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
          "selections": (v7/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "ValidationError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v8/*:: as any*/),
      "type": "AuthError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v8/*:: as any*/),
      "type": "RateLimitedError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v6/*:: as any*/)
      ],
      "type": "CashierError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requiresDeposit",
          "storageKey": null
        }
      ],
      "type": "BonusError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FieldError",
          "kind": "LinkedField",
          "name": "fieldErrors",
          "plural": true,
          "selections": (v7/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "AgentFormError",
      "abstractKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stakeFactor",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerRiskSetMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BackofficeMutation",
        "kind": "LinkedField",
        "name": "backoffice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "setPlayerStakeFactor",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "PlayerRisk_risk"
                        }
                      ],
                      "type": "BackofficePlayerRisk",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "risk"
                  }
                ],
                "type": "BackofficePlayerRisk",
                "abstractKey": null
              },
              {
                "fragment": (v9/*:: as any*/),
                "kind": "AliasedInlineFragmentSpread",
                "name": "failure"
              }
            ],
            "storageKey": null
          }
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
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlayerRiskSetMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BackofficeMutation",
        "kind": "LinkedField",
        "name": "backoffice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "setPlayerStakeFactor",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "setBy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "setAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlayerRiskSuggestion",
                    "kind": "LinkedField",
                    "name": "suggestion",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "verdict",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tickets",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "profitPercent",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pValue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "beatClosingPercent",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "BackofficePlayerRisk",
                "abstractKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2aad513359b2f0a19a1ab2cb0e4c63706185a4e5dc18ca0592a7c4f2cabdeac5",
    "metadata": {},
    "name": "PlayerRiskSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "43af1ad1258f2fb3bbbeb2776ed1c94a";

export default node;
