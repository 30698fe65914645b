/**
 * @generated SignedSource<<6d110dfa487ee76609a322bbbd9686c9>>
 * @relayHash 1a5a91c5dc6682ed2d96f8227ff5c9ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 744f01ac35b1432c8a7f832255da5c4a72f1d5a01f4024022c8dbb5963b6f278

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_LOCKED" | "ACCOUNT_TYPE_NOT_ALLOWED" | "ALREADY_PROCESSED" | "BONUS_ACTIVE_EXISTS" | "BONUS_ALREADY_CLAIMED" | "BONUS_CURRENCY" | "BONUS_DEPOSIT_REQUIRED" | "BONUS_DEPOSIT_USED" | "BONUS_FIRST_DEPOSIT_ONLY" | "BONUS_INVALID" | "BONUS_NOT_CANCELABLE" | "BONUS_NOT_FOUND" | "CAPTCHA_INVALID" | "CASHOUT_DECLINED" | "CASHOUT_UNAVAILABLE" | "CONFLICT" | "CURRENCY_MISMATCH" | "DEMO_UNAVAILABLE" | "DIFFERENT_SOURCES" | "EMAIL_NOT_VERIFIED" | "FORBIDDEN" | "FREE_BET_UNAVAILABLE" | "GAME_NOT_FOUND" | "GAME_UNAVAILABLE" | "IDEMPOTENCY_CONFLICT" | "INCOMPATIBLE_SELECTIONS" | "INSUFFICIENT_BALANCE" | "INSURANCE_UNAVAILABLE" | "INTERNAL" | "INVALID_COMBINATION" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVALID_STAKE" | "LAY_NOT_OFFERED" | "LIMIT_REACHED" | "LINE_ALREADY_ADDED" | "MARKETS_OUTRIGHTS_COMBINATION" | "MAX_SELECTIONS" | "METHOD_UNAVAILABLE" | "MIN_SELECTIONS" | "MIN_STAKE" | "NOT_CANCELABLE" | "NOT_FOUND" | "NOT_OPEN" | "NO_PRIVILEGES" | "ODDS_CHANGED" | "OUTDATED_BALANCE" | "PLACE_BET_IN_PROGRESS" | "PLAY_MONEY_ONLY" | "RATE_LIMITED" | "SEARCH_TOO_SHORT" | "SELECTION_SUSPENDED" | "SELECTION_UNAVAILABLE" | "SESSION_NOT_FOUND" | "SIGN_IN_REQUIRED" | "TERMS_NOT_ACCEPTED" | "TOKEN_INVALID" | "TRADER_OFFERS_UNAVAILABLE" | "TRANSFER_NOT_FOUND" | "TWO_FACTOR_INVALID" | "UNAUTHORIZED" | "VALIDATION" | "VOUCHER_CURRENCY" | "VOUCHER_INVALID" | "VOUCHER_USED" | "WITHDRAWAL_NOT_FOUND" | "WRONG_PASSWORD" | "%future added value";
export type useEndGameSessionMutation$variables = {
  sessionId: string;
};
export type useEndGameSessionMutation$data = {
  readonly endGameSession: {
    readonly __typename: "CasinoError";
    readonly code: ErrorCode;
    readonly message: string;
  } | {
    readonly __typename: "EndGameSessionSuccess";
    readonly sessionId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useEndGameSessionMutation = {
  response: useEndGameSessionMutation$data;
  variables: useEndGameSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "sessionId",
            "variableName": "sessionId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "endGameSession",
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
            "name": "sessionId",
            "storageKey": null
          }
        ],
        "type": "EndGameSessionSuccess",
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
        "type": "CasinoError",
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
    "name": "useEndGameSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEndGameSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "744f01ac35b1432c8a7f832255da5c4a72f1d5a01f4024022c8dbb5963b6f278",
    "metadata": {},
    "name": "useEndGameSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3e30e6bec61725b61490d101997a338d";

export default node;
