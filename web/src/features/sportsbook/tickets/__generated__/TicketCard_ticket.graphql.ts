/**
 * @generated SignedSource<<54bde5e7242d8d6fa90646318541751e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BetType = "COMBO" | "IFBET" | "REVERSEBET" | "SINGLE" | "SYSTEM" | "TEASER" | "%future added value";
export type FullCover = "CANADIAN" | "GOLIATH" | "HEINZ" | "LUCKY_15" | "LUCKY_31" | "LUCKY_63" | "PATENT" | "SUPER_HEINZ" | "TRIXIE" | "YANKEE" | "%future added value";
export type MarketTime = "EXTRA_INNINGS" | "OVERTIME" | "REGULATION" | "SHOOTOUT" | "%future added value";
export type TicketItemResult = "CANCELLED" | "HALFLOSE" | "HALFWIN" | "LOST" | "PENDING" | "REFUND" | "WIN" | "%future added value";
export type TicketOutcome = "CASHED_OUT" | "LOST" | "REFUNDED" | "WON" | "%future added value";
export type TicketStatus = "ACCEPTED" | "DECLINED" | "DELAYED" | "DELAYED_CASHOUT" | "NEW_OFFER" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TicketCard_ticket$data = {
  readonly autoCashOut: {
    readonly amount: string;
    readonly currency: string;
  } | null | undefined;
  readonly betType: BetType;
  readonly cashOut: {
    readonly amount: string;
    readonly currency: string;
  } | null | undefined;
  readonly cashOuts: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly automatic: boolean;
    readonly stake: {
      readonly amount: string;
      readonly currency: string;
    };
  }>;
  readonly cashoutAmount: {
    readonly amount: string;
    readonly currency: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly declineReason: string | null | undefined;
  readonly fullCover: FullCover | null | undefined;
  readonly id: string;
  readonly insurancePremium: {
    readonly amount: string;
    readonly currency: string;
  } | null | undefined;
  readonly isFreeBet: boolean;
  readonly isLive: boolean;
  readonly items: ReadonlyArray<{
    readonly isBanker: boolean;
    readonly line: number | null | undefined;
    readonly marketTime: MarketTime | null | undefined;
    readonly marketType: string;
    readonly matchName: string;
    readonly odd: {
      readonly id: string;
      readonly price: number | null | undefined;
    } | null | undefined;
    readonly oddId: number;
    readonly odds: string;
    readonly result: TicketItemResult;
    readonly title: string;
  }>;
  readonly outcome: TicketOutcome | null | undefined;
  readonly potentialReturn: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly returned: {
    readonly amount: string;
    readonly currency: string;
  } | null | undefined;
  readonly settledAt: string | null | undefined;
  readonly stake: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly status: TicketStatus;
  readonly systemSize: number | null | undefined;
  readonly teaserPoints: number | null | undefined;
  readonly ticketId: string;
  readonly totalOdds: string | null | undefined;
  readonly traderOffer: {
    readonly odds: string;
    readonly stake: {
      readonly amount: string;
      readonly currency: string;
    };
  } | null | undefined;
  readonly " $fragmentType": "TicketCard_ticket";
};
export type TicketCard_ticket$key = {
  readonly " $data"?: TicketCard_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketCard_ticket">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "stake",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "odds",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketCard_ticket",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ticketId",
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
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outcome",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalOdds",
      "storageKey": null
    },
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "returned",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "systemSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullCover",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "teaserPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFreeBet",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "insurancePremium",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TraderOffer",
      "kind": "LinkedField",
      "name": "traderOffer",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declineReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "cashoutAmount",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "cashOut",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "autoCashOut",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketCashOut",
      "kind": "LinkedField",
      "name": "cashOuts",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amount",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automatic",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "settledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
          "concreteType": "Odd",
          "kind": "LinkedField",
          "name": "odd",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "price",
              "storageKey": null
            }
          ],
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
          "name": "marketType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marketTime",
          "storageKey": null
        },
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
          "name": "line",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isBanker",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "result",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Ticket",
  "abstractKey": null
};
})();

(node as any).hash = "8422fe83531526d8f464f9030c81b7a8";

export default node;
