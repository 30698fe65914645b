/**
 * @generated SignedSource<<0de1eb9cdd3dbdfbedafe989e1c991b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BonusKind = "CASHBACK" | "DEPOSIT" | "FREE_BET" | "FREE_SPINS" | "%future added value";
export type BonusStatus = "ACTIVE" | "APPENDED" | "CANCELED" | "COMPLETED" | "UNDEFINED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AvailableBonuses_viewer$data = {
  readonly bonuses: {
    readonly general: ReadonlyArray<{
      readonly code: string;
      readonly description: string;
      readonly firstDepositOnly: boolean;
      readonly kind: BonusKind;
      readonly requiresDeposit: boolean;
      readonly status: BonusStatus;
      readonly title: string;
      readonly validDays: number;
    }>;
    readonly personal: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"UserBonusCard_bonus">;
    }>;
  };
  readonly " $fragmentType": "AvailableBonuses_viewer";
};
export type AvailableBonuses_viewer$key = {
  readonly " $data"?: AvailableBonuses_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailableBonuses_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailableBonuses_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BonusLists",
      "kind": "LinkedField",
      "name": "bonuses",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BonusOffer",
          "kind": "LinkedField",
          "name": "general",
          "plural": true,
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
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
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
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "requiresDeposit",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstDepositOnly",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "validDays",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "UserBonus",
          "kind": "LinkedField",
          "name": "personal",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "UserBonusCard_bonus"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "bfa6247bd5dd6767d44a730f23127475";

export default node;
