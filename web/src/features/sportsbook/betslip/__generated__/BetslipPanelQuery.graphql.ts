/**
 * @generated SignedSource<<1d7cd383eea06fc87eca145c9b534460>>
 * @relayHash 3174e7469ab19651b881255beb05af4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f85145e5fd2c400495e848a8496c39cd92bdc095ca78355c84e5f7be4cab0a80

import { ConcreteRequest } from 'relay-runtime';
export type BetType = "COMBO" | "IFBET" | "REVERSEBET" | "SINGLE" | "SYSTEM" | "TEASER" | "%future added value";
export type FullCover = "CANADIAN" | "GOLIATH" | "HEINZ" | "LUCKY_15" | "LUCKY_31" | "LUCKY_63" | "PATENT" | "SUPER_HEINZ" | "TRIXIE" | "YANKEE" | "%future added value";
export type OddsPolicy = "ACCEPT_ANY" | "ACCEPT_BETTER" | "DECLINE_ANY" | "%future added value";
export type BetslipSelectionInput = {
  banker?: boolean | null | undefined;
  oddId: string;
};
export type BetslipPanelQuery$variables = {
  selections: ReadonlyArray<BetslipSelectionInput>;
};
export type BetslipPanelQuery$data = {
  readonly betslip: {
    readonly accumulatorBonus: {
      readonly minOdds: string;
      readonly percent: number;
    };
    readonly balance: {
      readonly amount: string;
      readonly currency: string;
    } | null | undefined;
    readonly dailyLimit: {
      readonly amount: string;
      readonly currency: string;
    } | null | undefined;
    readonly freeBets: ReadonlyArray<{
      readonly amount: {
        readonly amount: string;
        readonly currency: string;
      };
      readonly id: string;
    }>;
    readonly fullCovers: ReadonlyArray<{
      readonly cover: FullCover;
      readonly maxBet: {
        readonly amount: string;
        readonly currency: string;
      };
    }>;
    readonly insurance: {
      readonly minSelections: number;
      readonly percent: number;
    };
    readonly maxBets: ReadonlyArray<{
      readonly amount: {
        readonly amount: string;
        readonly currency: string;
      };
      readonly betType: BetType;
    }>;
    readonly maxOdds: string;
    readonly maxOddsTolerance: number;
    readonly missingOddIds: ReadonlyArray<string>;
    readonly oddsPolicy: OddsPolicy;
    readonly oddsTolerance: number;
    readonly remainingLimit: {
      readonly amount: string;
      readonly currency: string;
    } | null | undefined;
    readonly selections: ReadonlyArray<{
      readonly incompatibleOddIds: ReadonlyArray<string>;
      readonly incompatibleTeaserOddIds: ReadonlyArray<string>;
      readonly isSuspended: boolean;
      readonly match: {
        readonly id: string;
      } | null | undefined;
      readonly matchStatus: string;
      readonly odd: {
        readonly id: string;
        readonly isSuspended: boolean;
        readonly price: number | null | undefined;
      } | null | undefined;
      readonly oddNodeId: string;
      readonly odds: string | null | undefined;
      readonly teasedLines: ReadonlyArray<{
        readonly teaserId: number;
        readonly titleSuffix: string;
      }>;
    }>;
    readonly systems: ReadonlyArray<{
      readonly maxBet: {
        readonly amount: string;
        readonly currency: string;
      };
      readonly size: number;
    }>;
    readonly teaserSettings: ReadonlyArray<{
      readonly points: number;
      readonly selections: ReadonlyArray<{
        readonly numberOfSelections: number;
        readonly odds: string;
      }>;
      readonly teaserId: number;
    }>;
  };
};
export type BetslipPanelQuery = {
  response: BetslipPanelQuery$data;
  variables: BetslipPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "selections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuspended",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "odds",
  "storageKey": null
},
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "maxBet",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "selections",
        "variableName": "selections"
      }
    ],
    "concreteType": "Betslip",
    "kind": "LinkedField",
    "name": "betslip",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BetslipSelection",
        "kind": "LinkedField",
        "name": "selections",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "oddNodeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Odd",
            "kind": "LinkedField",
            "name": "odd",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "price",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Match",
            "kind": "LinkedField",
            "name": "match",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "incompatibleOddIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "incompatibleTeaserOddIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TeasedLine",
            "kind": "LinkedField",
            "name": "teasedLines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "teaserId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "titleSuffix",
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
        "name": "missingOddIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxOdds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SystemChoice",
        "kind": "LinkedField",
        "name": "systems",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "size",
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FullCoverChoice",
        "kind": "LinkedField",
        "name": "fullCovers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cover",
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MaxBet",
        "kind": "LinkedField",
        "name": "maxBets",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "betType",
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TeaserSetting",
        "kind": "LinkedField",
        "name": "teaserSettings",
        "plural": true,
        "selections": [
          {
            "alias": "teaserId",
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "points",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TeaserOdds",
            "kind": "LinkedField",
            "name": "selections",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "numberOfSelections",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AccumulatorBonus",
        "kind": "LinkedField",
        "name": "accumulatorBonus",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minOdds",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BetInsurance",
        "kind": "LinkedField",
        "name": "insurance",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minSelections",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "remainingLimit",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "dailyLimit",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "oddsPolicy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "oddsTolerance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxOddsTolerance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "balance",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FreeBet",
        "kind": "LinkedField",
        "name": "freeBets",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "BetslipPanelQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BetslipPanelQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "id": "f85145e5fd2c400495e848a8496c39cd92bdc095ca78355c84e5f7be4cab0a80",
    "metadata": {},
    "name": "BetslipPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4584115242a6fba5f53c17048ba198d6";

export default node;
