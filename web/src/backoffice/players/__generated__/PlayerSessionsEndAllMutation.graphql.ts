/**
 * @generated SignedSource<<981f5c4600c46170155a36eba66b089c>>
 * @relayHash ed45c7d99b92cd9ee6d8fe3f9981ce84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa069a8e846b993d1dd90344f5e8a5ff4c83577ad715be7f2891160c5558c2b0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ADJUSTMENT_OVERDRAFT" | "ADMIN_TOKEN_REFUSED" | "AGENT_CURRENCY_MISMATCH" | "AGENT_DEMO_ACCOUNT" | "AGENT_MOVE_CYCLE" | "AGENT_PARENT_NOT_AGENT" | "AGENT_SUB_ACCOUNTS_REMAIN" | "AGENT_TYPE_NOT_UNDER_PARENT" | "ALREADY_PROCESSED" | "AUTO_CASHOUT_INVALID" | "BALANCE_IN_DEBT" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CAMPAIGN_ENDED" | "BONUS_CODE_TAKEN" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_EXHAUSTED" | "BONUS_EXPIRED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "BONUS_NOT_PERSONAL" | "BONUS_NOT_STARTED" | "BONUS_PAUSED" | "BOOTSTRAP_CLOSED" | "BUILDER_DIFFERENT_MATCHES" | "BUILDER_IMPOSSIBLE" | "BUILDER_NEAR_CERTAIN" | "BUILDER_NOT_OFFERED" | "BUILDER_TOO_FEW_LEGS" | "BUILDER_UNSUPPORTED_MARKET" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_PART_INVALID" | "CASHOUT_PART_UNEVEN" | "CASHOUT_UNAVAILABLE" | "CHAT_NOT_STARTED" | "CONFLICT" | "COOLING_OFF" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DEPOSIT_LIMIT_REACHED" | "DEPOSIT_NOT_FOUND" | "DIFFERENT_SOURCES" | "DUPLICATE_MARKET" | "EDIT_STAKE_INVALID" | "EDIT_UNAVAILABLE" | "EDIT_UNCHANGED" | "EMAIL_NOT_VERIFIED" | "EXCLUSION_ACTIVE" | "FLAG_ALREADY_RESOLVED" | "FORBIDDEN" | "FOUR_EYES_SAME_STAFF" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_RETIRED" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_SCORE" | "INVALID_STAKE" | "JACKPOT_NOT_FOUND" | "KYC_ALREADY_DECIDED" | "KYC_REQUIRED" | "LAST_ADMIN" | "LAY_NOT_OFFERED" | "LIMIT_PROMPT_REQUIRED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "LOSS_LIMIT_REACHED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MARKET_NOT_FOUND" | "MATCH_NOT_FOUND" | "MATCH_NOT_SETTLED" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NATIONALLY_EXCLUDED" | "NOTHING_PENDING" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NOT_PENDING" | "NO_MARKETS" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "ODDS_TOLERANCE_TOO_HIGH" | "OUTCOME_NOT_FOUND" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "REASON_REQUIRED" | "RECIPIENT_EXCLUDED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SELF_EXCLUDED" | "SESSION_NOT_FOUND" | "SHARE_NOT_FOUND" | "SHARE_RATE_LIMITED" | "SIGN_IN_PAUSED" | "SIGN_IN_REQUIRED" | "SLOT_CYCLE_TOO_FAST" | "SLOT_STAKE_CAP" | "STAFF_USERNAME_TAKEN" | "TERMS_NOT_ACCEPTED" | "TIMED_OUT" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WAGER_LIMIT_REACHED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type PlayerSessionsEndAllMutation$variables = {
  playerId: string;
};
export type PlayerSessionsEndAllMutation$data = {
  readonly backoffice: {
    readonly endPlayerSessions: {
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
      readonly profile?: {
        readonly " $fragmentSpreads": FragmentRefs<"PlayerProfile_player">;
      } | null | undefined;
    };
  };
};
export type PlayerSessionsEndAllMutation = {
  response: PlayerSessionsEndAllMutation$data;
  variables: PlayerSessionsEndAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "playerId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "playerId",
    "variableName": "playerId"
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
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
  (v3/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "retryAfterSeconds",
    "storageKey": null
  }
],
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v3/*:: as any*/),
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
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "ValidationError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v6/*:: as any*/),
      "type": "AuthError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v6/*:: as any*/),
      "type": "RateLimitedError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v4/*:: as any*/)
      ],
      "type": "CashierError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v4/*:: as any*/),
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
          "selections": (v5/*:: as any*/),
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
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
  (v9/*:: as any*/)
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
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "stake",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startedAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerSessionsEndAllMutation",
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
            "args": (v1/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "endPlayerSessions",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                          "name": "PlayerProfile_player"
                        }
                      ],
                      "type": "BackofficePlayer",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "profile"
                  }
                ],
                "type": "BackofficePlayer",
                "abstractKey": null
              },
              {
                "fragment": (v7/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerSessionsEndAllMutation",
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
            "args": (v1/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "endPlayerSessions",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "countryCode",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "locked",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "twoFactorEnabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emailVerified",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSignInAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BackofficePlayerBalance",
                    "kind": "LinkedField",
                    "name": "balances",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "cash",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "bonus",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "reserved",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashierTransaction",
                    "kind": "LinkedField",
                    "name": "transactions",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "typeText",
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
                        "name": "methodName",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BackofficePlayerTicket",
                    "kind": "LinkedField",
                    "name": "tickets",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ticketNumber",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "betType",
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "outcome",
                        "storageKey": null
                      },
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "returned",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "placedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BackofficePlayerRound",
                    "kind": "LinkedField",
                    "name": "casinoRounds",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "game",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "provider",
                        "storageKey": null
                      },
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "win",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BackofficePlayerSession",
                    "kind": "LinkedField",
                    "name": "sessions",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ip",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userAgent",
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastSeenAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kycStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BackofficePlayerResponsible",
                    "kind": "LinkedField",
                    "name": "responsible",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResponsibleLimit",
                        "kind": "LinkedField",
                        "name": "limits",
                        "plural": true,
                        "selections": [
                          (v17/*:: as any*/),
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
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sessionLimitMinutes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResponsibleExclusion",
                        "kind": "LinkedField",
                        "name": "exclusion",
                        "plural": false,
                        "selections": [
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "term",
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
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "signInPausedUntil",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BackofficePlayerNote",
                    "kind": "LinkedField",
                    "name": "notes",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "body",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "author",
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tags",
                    "storageKey": null
                  }
                ],
                "type": "BackofficePlayer",
                "abstractKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "aa069a8e846b993d1dd90344f5e8a5ff4c83577ad715be7f2891160c5558c2b0",
    "metadata": {},
    "name": "PlayerSessionsEndAllMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82a13cf91c131927df24c51cbdc497b1";

export default node;
