/**
 * @generated SignedSource<<2bd91650649ed1d4f4aef13221767a72>>
 * @relayHash 1c929cec32027e055072f6bf4da5f6ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7971c0f742f1ab14c1b8927bf95bf2b3622ddda27fe0f265ee47bb588b210d14

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ADJUSTMENT_OVERDRAFT" | "ADMIN_TOKEN_REFUSED" | "AGENT_CURRENCY_MISMATCH" | "AGENT_DEMO_ACCOUNT" | "AGENT_MOVE_CYCLE" | "AGENT_PARENT_NOT_AGENT" | "AGENT_SUB_ACCOUNTS_REMAIN" | "AGENT_TYPE_NOT_UNDER_PARENT" | "ALREADY_PROCESSED" | "AUTO_CASHOUT_INVALID" | "BALANCE_IN_DEBT" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CAMPAIGN_ENDED" | "BONUS_CODE_TAKEN" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_EXHAUSTED" | "BONUS_EXPIRED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "BONUS_NOT_PERSONAL" | "BONUS_NOT_STARTED" | "BONUS_PAUSED" | "BOOTSTRAP_CLOSED" | "BUILDER_DIFFERENT_MATCHES" | "BUILDER_IMPOSSIBLE" | "BUILDER_NEAR_CERTAIN" | "BUILDER_NOT_OFFERED" | "BUILDER_TOO_FEW_LEGS" | "BUILDER_UNSUPPORTED_MARKET" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_PART_INVALID" | "CASHOUT_PART_UNEVEN" | "CASHOUT_UNAVAILABLE" | "CHAT_NOT_STARTED" | "CONFLICT" | "COOLING_OFF" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DEPOSIT_LIMIT_REACHED" | "DEPOSIT_NOT_FOUND" | "DIFFERENT_SOURCES" | "DUPLICATE_MARKET" | "EDIT_STAKE_INVALID" | "EDIT_UNAVAILABLE" | "EDIT_UNCHANGED" | "EMAIL_NOT_VERIFIED" | "EXCLUSION_ACTIVE" | "FLAG_ALREADY_RESOLVED" | "FORBIDDEN" | "FOUR_EYES_SAME_STAFF" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_RETIRED" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_SCORE" | "INVALID_STAKE" | "JACKPOT_NOT_FOUND" | "KYC_ALREADY_DECIDED" | "KYC_REQUIRED" | "LAST_ADMIN" | "LAY_NOT_OFFERED" | "LIMIT_PROMPT_REQUIRED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "LOSS_LIMIT_REACHED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MARKET_NOT_FOUND" | "MATCH_NOT_FOUND" | "MATCH_NOT_SETTLED" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NATIONALLY_EXCLUDED" | "NOTHING_PENDING" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NOT_PENDING" | "NO_MARKETS" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "ODDS_TOLERANCE_TOO_HIGH" | "OUTCOME_NOT_FOUND" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "REASON_REQUIRED" | "RECIPIENT_EXCLUDED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SELF_EXCLUDED" | "SESSION_NOT_FOUND" | "SHARE_NOT_FOUND" | "SHARE_RATE_LIMITED" | "SIGN_IN_PAUSED" | "SIGN_IN_REQUIRED" | "SLOT_CYCLE_TOO_FAST" | "SLOT_STAKE_CAP" | "STAFF_USERNAME_TAKEN" | "TERMS_NOT_ACCEPTED" | "TIMED_OUT" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WAGER_LIMIT_REACHED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type TradingPriceMode = "fixed" | "offset" | "%future added value";
export type TradingSuspensionScope = "market" | "match" | "sport" | "%future added value";
export type MatchControlsQuery$variables = {
  matchId: string;
};
export type MatchControlsQuery$data = {
  readonly backoffice: {
    readonly tradingMatchControls: {
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
      readonly markets?: ReadonlyArray<{
        readonly deskSuspended: boolean;
        readonly feedSuspended: boolean;
        readonly key: string;
        readonly marketId: string;
        readonly maxStakes: ReadonlyArray<{
          readonly currency: string;
          readonly maxStake: string;
        }>;
        readonly odds: ReadonlyArray<{
          readonly isSuspended: boolean;
          readonly key: string;
          readonly oddId: string;
          readonly price: number | null | undefined;
          readonly title: string;
        }>;
        readonly override: {
          readonly margin: string | null | undefined;
          readonly mode: TradingPriceMode;
          readonly overriddenBy: string;
          readonly reason: string;
        } | null | undefined;
      }>;
      readonly matchId?: string;
      readonly name?: string;
      readonly stakeCurrencies?: ReadonlyArray<string>;
      readonly status?: string;
      readonly suspensions?: ReadonlyArray<{
        readonly marketId: string | null | undefined;
        readonly scope: TradingSuspensionScope;
      }>;
    };
  };
};
export type MatchControlsQuery = {
  response: MatchControlsQuery$data;
  variables: MatchControlsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "matchId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "matchId",
    "variableName": "matchId"
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
  "name": "marketId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchId",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TradingControlledMarket",
      "kind": "LinkedField",
      "name": "markets",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedSuspended",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deskSuspended",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TradingOdd",
          "kind": "LinkedField",
          "name": "odds",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "oddId",
              "storageKey": null
            },
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "price",
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
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TradingMaxStake",
          "kind": "LinkedField",
          "name": "maxStakes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "maxStake",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TradingPriceOverride",
          "kind": "LinkedField",
          "name": "override",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "margin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "overriddenBy",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stakeCurrencies",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TradingSuspension",
      "kind": "LinkedField",
      "name": "suspensions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scope",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "TradingMatchControls",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/),
  (v6/*:: as any*/)
],
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "retryAfterSeconds",
    "storageKey": null
  }
],
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
    (v6/*:: as any*/),
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
          "selections": (v8/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "ValidationError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v9/*:: as any*/),
      "type": "AuthError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v9/*:: as any*/),
      "type": "RateLimitedError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v7/*:: as any*/)
      ],
      "type": "CashierError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v7/*:: as any*/),
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
          "selections": (v8/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "AgentFormError",
      "abstractKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MatchControlsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Backoffice",
        "kind": "LinkedField",
        "name": "backoffice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "tradingMatchControls",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              {
                "fragment": (v10/*:: as any*/),
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MatchControlsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Backoffice",
        "kind": "LinkedField",
        "name": "backoffice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "tradingMatchControls",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7971c0f742f1ab14c1b8927bf95bf2b3622ddda27fe0f265ee47bb588b210d14",
    "metadata": {},
    "name": "MatchControlsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "148de8f44c3370ac8eed961d29fc1711";

export default node;
