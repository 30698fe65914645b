/**
 * @generated SignedSource<<1afcce1ce51a978cb3346c3b75d40c2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type depositStep_next$data = {
  readonly accountName: string;
  readonly accountNumber: string;
  readonly accountType: string;
  readonly bankName: string;
  readonly branchName: string;
  readonly referenceNumber: string;
  readonly step: "BankTransferInstructions";
  readonly " $fragmentType": "depositStep_next";
} | {
  readonly address: string;
  readonly blockchain: string;
  readonly currency: string;
  readonly minimumAmount: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly step: "CryptoDepositAddress";
  readonly " $fragmentType": "depositStep_next";
} | {
  readonly amount: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly step: "DepositCredited";
  readonly " $fragmentType": "depositStep_next";
} | {
  readonly buyMoreHidden: boolean;
  readonly email: string;
  readonly emailHidden: boolean;
  readonly locale: string;
  readonly payload: string;
  readonly step: "X1Widget";
  readonly symbol: string;
  readonly transfer: {
    readonly bonusCode: string | null | undefined;
    readonly depositAmount: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly transferId: string;
  };
  readonly tryAgainHidden: boolean;
  readonly widgetId: string;
  readonly " $fragmentType": "depositStep_next";
} | {
  readonly step: "DepositRedirect";
  readonly url: string;
  readonly " $fragmentType": "depositStep_next";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly step: "%other";
  readonly " $fragmentType": "depositStep_next";
};
export type depositStep_next$key = {
  readonly " $data"?: depositStep_next$data;
  readonly " $fragmentSpreads": FragmentRefs<"depositStep_next">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
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
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "depositStep_next",
  "selections": [
    {
      "alias": "step",
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
          "name": "url",
          "storageKey": null
        }
      ],
      "type": "DepositRedirect",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "branchName",
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
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referenceNumber",
          "storageKey": null
        }
      ],
      "type": "BankTransferInstructions",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "widgetId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payload",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "symbol",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buyMoreHidden",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tryAgainHidden",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emailHidden",
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
          "concreteType": "X1Transfer",
          "kind": "LinkedField",
          "name": "transfer",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "transferId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bonusCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "depositAmount",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "X1Widget",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "blockchain",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "minimumAmount",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "CryptoDepositAddress",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amount",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "DepositCredited",
      "abstractKey": null
    }
  ],
  "type": "DepositNextStep",
  "abstractKey": "__isDepositNextStep"
};
})();

(node as any).hash = "b1a8f595b80c9893e7816b7a70cecd01";

export default node;
