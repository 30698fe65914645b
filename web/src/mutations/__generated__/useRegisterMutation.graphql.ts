/**
 * @generated SignedSource<<fe719a867e8b092ebb3b93810f12e3bd>>
 * @relayHash c51c6269a13600adc1cc7287c91f4cb3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1daceb2e816c71291707dc3b20dad7b9b67e8f28d17444669b07261314d233c0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ALREADY_PROCESSED" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_UNAVAILABLE" | "CONFLICT" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DIFFERENT_SOURCES" | "EMAIL_NOT_VERIFIED" | "FORBIDDEN" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_STAKE" | "LAY_NOT_OFFERED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SESSION_NOT_FOUND" | "SIGN_IN_REQUIRED" | "TERMS_NOT_ACCEPTED" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type RegisterInput = {
  affiliateType?: number | null | undefined;
  agreeWithTermsAndPrivacyPolicy: boolean;
  allowEmailNotification?: boolean | null | undefined;
  birthDay: number;
  birthMonth: number;
  birthYear: number;
  bonusCode?: string | null | undefined;
  btag?: string | null | undefined;
  countryCode: string;
  currencyCode: string;
  currentAddressCountryId?: number | null | undefined;
  email: string;
  nationalityCountryId?: number | null | undefined;
  password: string;
  passwordConfirmation: string;
  powChallenge: string;
  powNonce: string;
  smarticoAffiliateId?: string | null | undefined;
  userName: string;
};
export type useRegisterMutation$variables = {
  input: RegisterInput;
};
export type useRegisterMutation$data = {
  readonly register: {
    readonly __typename: string;
    readonly code?: ErrorCode;
    readonly data?: {
      readonly emailVerificationEnabled: boolean;
      readonly needsPoliticalDeclaration: boolean;
      readonly viewer: {
        readonly " $fragmentSpreads": FragmentRefs<"ViewerContext_viewer">;
      } | null | undefined;
    };
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly retryAfterSeconds?: number | null | undefined;
  };
};
export type useRegisterMutation = {
  response: useRegisterMutation$data;
  variables: useRegisterMutation$variables;
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
  "name": "emailVerificationEnabled",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsPoliticalDeclaration",
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v7 = {
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
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
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
  "selections": (v8/*:: as any*/),
  "type": "AuthError",
  "abstractKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": (v8/*:: as any*/),
  "type": "RateLimitedError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "register",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RegisterPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Viewer",
                    "kind": "LinkedField",
                    "name": "viewer",
                    "plural": false,
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ViewerContext_viewer"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationRegisterSuccess",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
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
    "name": "useRegisterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "register",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RegisterPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Viewer",
                    "kind": "LinkedField",
                    "name": "viewer",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "accountType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "balance",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "amount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "currency",
                            "storageKey": null
                          }
                        ],
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
                        "name": "previousSignInAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationRegisterSuccess",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1daceb2e816c71291707dc3b20dad7b9b67e8f28d17444669b07261314d233c0",
    "metadata": {},
    "name": "useRegisterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e888a887e2a6ac25b5a279768a6925e9";

export default node;
