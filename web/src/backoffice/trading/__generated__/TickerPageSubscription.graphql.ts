/**
 * @generated SignedSource<<c96d10f4db124784bcd1674a8a0489d4>>
 * @relayHash ff4f9caf39ab7c4ca873f9c6bc153e31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a7df42c9ecafdd64269691d526217b2957aa45c73650c446621d2413398bed3

import { ConcreteRequest } from 'relay-runtime';
export type PlayerTag = "BONUS_ABUSER" | "SHARP" | "VIP" | "%future added value";
export type TickerFlag = "large_stake" | "late_bet" | "same_event" | "sharp" | "%future added value";
export type BetTickerFilter = {
  flag?: TickerFlag | null | undefined;
  live?: boolean | null | undefined;
  matchId?: string | null | undefined;
  minStake?: string | null | undefined;
  player?: string | null | undefined;
  sportId?: number | null | undefined;
};
export type TickerPageSubscription$variables = {
  filter?: BetTickerFilter | null | undefined;
};
export type TickerPageSubscription$data = {
  readonly backofficeBetTicker: {
    readonly __typename: string;
    readonly acceptedAt?: string;
    readonly betType?: string;
    readonly flags?: ReadonlyArray<TickerFlag>;
    readonly id?: string;
    readonly legs?: ReadonlyArray<{
      readonly market: string;
      readonly matchId: string;
      readonly matchName: string;
      readonly odds: string;
      readonly outcome: string;
    }>;
    readonly live?: boolean;
    readonly message?: string;
    readonly odds?: string;
    readonly playerId?: string;
    readonly playerName?: string;
    readonly potentialReturn?: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly stake?: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly tags?: ReadonlyArray<PlayerTag>;
  };
};
export type TickerPageSubscription = {
  response: TickerPageSubscription$data;
  variables: TickerPageSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "odds",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "backofficeBetTicker",
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
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playerId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playerName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "betType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "stake",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "potentialReturn",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "live",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tags",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "flags",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BetTickerLeg",
            "kind": "LinkedField",
            "name": "legs",
            "plural": true,
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
                "name": "matchName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "market",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "outcome",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "BetTickerEntry",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
    "name": "TickerPageSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TickerPageSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "7a7df42c9ecafdd64269691d526217b2957aa45c73650c446621d2413398bed3",
    "metadata": {},
    "name": "TickerPageSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "cb984576c478400b5cc96a0730ffc6d7";

export default node;
