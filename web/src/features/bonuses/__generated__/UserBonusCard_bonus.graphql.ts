/**
 * @generated SignedSource<<e57838dd89147c91851dc2bef8fe6928>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BonusKind = "CASHBACK" | "DEPOSIT" | "FREE_BET" | "FREE_SPINS" | "%future added value";
export type BonusStatus = "ACTIVE" | "APPENDED" | "CANCELED" | "COMPLETED" | "UNDEFINED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserBonusCard_bonus$data = {
  readonly activatedAt: string | null | undefined;
  readonly amount: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly cancelable: boolean;
  readonly code: string;
  readonly createdAt: string;
  readonly expiresAt: string | null | undefined;
  readonly finishedAt: string | null | undefined;
  readonly id: string;
  readonly kind: BonusKind;
  readonly personal: boolean;
  readonly spinValue: {
    readonly amount: string;
    readonly currency: string;
  } | null | undefined;
  readonly spins: number;
  readonly status: BonusStatus;
  readonly statusText: string;
  readonly title: string;
  readonly wagered: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly wageringRemaining: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly wageringRequired: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly " $fragmentType": "UserBonusCard_bonus";
};
export type UserBonusCard_bonus$key = {
  readonly " $data"?: UserBonusCard_bonus$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserBonusCard_bonus">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserBonusCard_bonus",
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
      "name": "code",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "personal",
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
      "name": "statusText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "spinValue",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "wageringRequired",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "wagered",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "wageringRemaining",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "name": "activatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "type": "UserBonus",
  "abstractKey": null
};
})();

(node as any).hash = "93057390f2185297ef4faa6e0c27bbad";

export default node;
