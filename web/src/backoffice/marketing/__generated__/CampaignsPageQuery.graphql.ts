/**
 * @generated SignedSource<<852950b9bb007e68e1d0a9c57b80f799>>
 * @relayHash 395167c8f481620d54945bc9fe7f3e6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e397edbd250f55855fe9d6ee0580f58a26d13ab7693038a465fdad1a7de1b25e

import { ConcreteRequest } from 'relay-runtime';
export type BonusCampaignKind = "CASHBACK" | "DEPOSIT" | "FREE_BET" | "FREE_SPINS" | "%future added value";
export type BonusCampaignState = "EXHAUSTED" | "EXPIRED" | "PAUSED" | "RUNNING" | "SCHEDULED" | "%future added value";
export type CampaignsPageQuery$variables = Record<PropertyKey, never>;
export type CampaignsPageQuery$data = {
  readonly backoffice: {
    readonly bonusCampaigns: ReadonlyArray<{
      readonly amounts: ReadonlyArray<{
        readonly amount: string;
        readonly currency: string;
      }>;
      readonly claims: number;
      readonly code: string;
      readonly endsAt: string | null | undefined;
      readonly firstDepositOnly: boolean;
      readonly id: string;
      readonly kind: BonusCampaignKind;
      readonly maxClaims: number | null | undefined;
      readonly percent: number;
      readonly startsAt: string | null | undefined;
      readonly state: BonusCampaignState;
      readonly title: string;
      readonly wageringMultiplier: number;
    }>;
  };
};
export type CampaignsPageQuery = {
  response: CampaignsPageQuery$data;
  variables: CampaignsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "args": null,
        "concreteType": "BonusCampaign",
        "kind": "LinkedField",
        "name": "bonusCampaigns",
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
            "name": "percent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "amounts",
            "plural": true,
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
            "name": "wageringMultiplier",
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
            "name": "startsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxClaims",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "claims",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CampaignsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CampaignsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e397edbd250f55855fe9d6ee0580f58a26d13ab7693038a465fdad1a7de1b25e",
    "metadata": {},
    "name": "CampaignsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6f9d66879fb7334b0770fe6a1eaf99b8";

export default node;
