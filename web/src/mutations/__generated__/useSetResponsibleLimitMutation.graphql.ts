/**
 * @generated SignedSource<<b278df559a367e1abf7e2c279d77d080>>
 * @relayHash 4552e6eeca0036b2f7c18c11bb3f7339
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c249f5a12b1e0d3206c91f7f50360861000015e833d6cbbf39d0e03319cc5332

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ADJUSTMENT_OVERDRAFT" | "ADMIN_TOKEN_REFUSED" | "AGENT_CURRENCY_MISMATCH" | "AGENT_DEMO_ACCOUNT" | "AGENT_MOVE_CYCLE" | "AGENT_PARENT_NOT_AGENT" | "AGENT_SUB_ACCOUNTS_REMAIN" | "AGENT_TYPE_NOT_UNDER_PARENT" | "ALREADY_PROCESSED" | "AUTO_CASHOUT_INVALID" | "BALANCE_IN_DEBT" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CAMPAIGN_ENDED" | "BONUS_CODE_TAKEN" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_EXHAUSTED" | "BONUS_EXPIRED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "BONUS_NOT_PERSONAL" | "BONUS_NOT_STARTED" | "BONUS_PAUSED" | "BOOTSTRAP_CLOSED" | "BUILDER_DIFFERENT_MATCHES" | "BUILDER_IMPOSSIBLE" | "BUILDER_NEAR_CERTAIN" | "BUILDER_NOT_OFFERED" | "BUILDER_TOO_FEW_LEGS" | "BUILDER_UNSUPPORTED_MARKET" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_PART_INVALID" | "CASHOUT_PART_UNEVEN" | "CASHOUT_UNAVAILABLE" | "CHAT_NOT_STARTED" | "CONFLICT" | "COOLING_OFF" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DEPOSIT_LIMIT_REACHED" | "DEPOSIT_NOT_FOUND" | "DIFFERENT_SOURCES" | "DUPLICATE_MARKET" | "EDIT_STAKE_INVALID" | "EDIT_UNAVAILABLE" | "EDIT_UNCHANGED" | "EMAIL_NOT_VERIFIED" | "EXCLUSION_ACTIVE" | "FLAG_ALREADY_RESOLVED" | "FORBIDDEN" | "FOUR_EYES_SAME_STAFF" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_RETIRED" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_SCORE" | "INVALID_STAKE" | "JACKPOT_NOT_FOUND" | "KYC_ALREADY_DECIDED" | "KYC_REQUIRED" | "LAST_ADMIN" | "LAY_NOT_OFFERED" | "LIMIT_PROMPT_REQUIRED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "LOSS_LIMIT_REACHED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MARKET_NOT_FOUND" | "MATCH_NOT_FOUND" | "MATCH_NOT_SETTLED" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NATIONALLY_EXCLUDED" | "NOTHING_PENDING" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NOT_PENDING" | "NO_MARKETS" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "ODDS_TOLERANCE_TOO_HIGH" | "OUTCOME_NOT_FOUND" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "REASON_REQUIRED" | "RECIPIENT_EXCLUDED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SELF_EXCLUDED" | "SESSION_NOT_FOUND" | "SHARE_NOT_FOUND" | "SHARE_RATE_LIMITED" | "SIGN_IN_PAUSED" | "SIGN_IN_REQUIRED" | "SLOT_CYCLE_TOO_FAST" | "SLOT_STAKE_CAP" | "STAFF_USERNAME_TAKEN" | "TERMS_NOT_ACCEPTED" | "TIMED_OUT" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WAGER_LIMIT_REACHED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type ResponsibleLimitChangeEffect = "APPLIED" | "PENDING" | "UNCHANGED" | "%future added value";
export type ResponsibleLimitKind = "DEPOSIT" | "LOSS" | "WAGER" | "%future added value";
export type ResponsibleLimitPeriod = "DAY" | "MONTH" | "WEEK" | "%future added value";
export type SetResponsibleLimitInput = {
  amount?: string | null | undefined;
  kind: ResponsibleLimitKind;
  period: ResponsibleLimitPeriod;
};
export type useSetResponsibleLimitMutation$variables = {
  input: SetResponsibleLimitInput;
};
export type useSetResponsibleLimitMutation$data = {
  readonly setResponsibleLimit: {
    readonly __typename: string;
    readonly effect?: ResponsibleLimitChangeEffect;
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
    readonly responsibleGambling?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LimitsSection_state">;
    };
  };
};
export type useSetResponsibleLimitMutation = {
  response: useSetResponsibleLimitMutation$data;
  variables: useSetResponsibleLimitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "effect",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "currency",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetResponsibleLimitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setResponsibleLimit",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ResponsibleGambling",
                "kind": "LinkedField",
                "name": "responsibleGambling",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LimitsSection_state"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetResponsibleLimitPayload",
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetResponsibleLimitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setResponsibleLimit",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ResponsibleGambling",
                "kind": "LinkedField",
                "name": "responsibleGambling",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ResponsibleProfile",
                    "kind": "LinkedField",
                    "name": "profile",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "coolingOffHours",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ResponsibleLimit",
                    "kind": "LinkedField",
                    "name": "limits",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "period",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "used",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "remaining",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "resetsAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResponsiblePendingLimit",
                        "kind": "LinkedField",
                        "name": "pending",
                        "plural": false,
                        "selections": [
                          (v12/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "effectiveAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "confirmable",
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
            "type": "SetResponsibleLimitPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c249f5a12b1e0d3206c91f7f50360861000015e833d6cbbf39d0e03319cc5332",
    "metadata": {},
    "name": "useSetResponsibleLimitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2d543ac89db56c0200c5e230c2044bd0";

export default node;
