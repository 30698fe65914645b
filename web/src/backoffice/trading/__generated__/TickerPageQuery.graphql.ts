/**
 * @generated SignedSource<<1b513a3f6fedc09cfd2e6e141659cad7>>
 * @relayHash 2968ecc3cc5a02fb1d76c2718540d53b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac9714398822eb935251a2be829d83d5ef16cfb17292cb161218ff54cab51df1

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
export type TickerPageQuery$variables = {
  filter?: BetTickerFilter | null | undefined;
  first?: number | null | undefined;
};
export type TickerPageQuery$data = {
  readonly backoffice: {
    readonly betTicker: {
      readonly __typename: string;
      readonly data?: ReadonlyArray<{
        readonly acceptedAt: string;
        readonly betType: string;
        readonly flags: ReadonlyArray<TickerFlag>;
        readonly id: string;
        readonly legs: ReadonlyArray<{
          readonly market: string;
          readonly matchId: string;
          readonly matchName: string;
          readonly odds: string;
          readonly outcome: string;
        }>;
        readonly live: boolean;
        readonly odds: string;
        readonly playerId: string;
        readonly playerName: string;
        readonly potentialReturn: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly stake: {
          readonly amount: string;
          readonly currency: string;
        };
        readonly tags: ReadonlyArray<PlayerTag>;
      }>;
      readonly message?: string;
    };
  };
};
export type TickerPageQuery = {
  response: TickerPageQuery$data;
  variables: TickerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
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
    "args": null,
    "concreteType": "Backoffice",
    "kind": "LinkedField",
    "name": "backoffice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "filter",
            "variableName": "filter"
          },
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "first"
          }
        ],
        "concreteType": null,
        "kind": "LinkedField",
        "name": "betTicker",
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
                "concreteType": "BetTickerEntry",
                "kind": "LinkedField",
                "name": "data",
                "plural": true,
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
                "storageKey": null
              }
            ],
            "type": "BackofficeBetTickerSuccess",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TickerPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TickerPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ac9714398822eb935251a2be829d83d5ef16cfb17292cb161218ff54cab51df1",
    "metadata": {},
    "name": "TickerPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dc7f207a28af1566b43c19c4f3829ccf";

export default node;
