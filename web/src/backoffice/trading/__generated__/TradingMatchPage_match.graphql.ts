/**
 * @generated SignedSource<<0f95b8e777b9f47a7df4a256ac315d5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TradingMatchPage_match$data = {
  readonly id: string;
  readonly markets: ReadonlyArray<{
    readonly key: string;
    readonly limits: {
      readonly autoSuspendAt: {
        readonly amount: string;
        readonly currency: string;
      } | null | undefined;
      readonly maxLiability: {
        readonly amount: string;
        readonly currency: string;
      } | null | undefined;
      readonly suspended: boolean;
    } | null | undefined;
    readonly line: number | null | undefined;
    readonly outcomes: ReadonlyArray<{
      readonly liability: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"TradingMatchPage_liability">;
      }>;
      readonly oddId: string;
      readonly price: number | null | undefined;
      readonly suspended: boolean;
      readonly title: string;
    }>;
    readonly suspended: boolean;
  }>;
  readonly matchId: string;
  readonly name: string;
  readonly status: string;
  readonly unlisted: ReadonlyArray<{
    readonly liability: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"TradingMatchPage_liability">;
    }>;
    readonly marketKey: string;
    readonly oddId: string;
  }>;
  readonly " $fragmentType": "TradingMatchPage_match";
};
export type TradingMatchPage_match$key = {
  readonly " $data"?: TradingMatchPage_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradingMatchPage_match">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suspended",
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
  "kind": "ScalarField",
  "name": "oddId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "TradingOutcomeLiability",
  "kind": "LinkedField",
  "name": "liability",
  "plural": true,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TradingMatchPage_liability"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradingMatchPage_match",
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
      "name": "name",
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
      "name": "matchId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TradingMarket",
      "kind": "LinkedField",
      "name": "markets",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "TradingMarketLimits",
          "kind": "LinkedField",
          "name": "limits",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "maxLiability",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "autoSuspendAt",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TradingOutcome",
          "kind": "LinkedField",
          "name": "outcomes",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
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
              "name": "price",
              "storageKey": null
            },
            (v0/*:: as any*/),
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
      "concreteType": "TradingUnlistedOutcome",
      "kind": "LinkedField",
      "name": "unlisted",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marketKey",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "TradingMatchDetail",
  "abstractKey": null
};
})();

(node as any).hash = "04d67b34e657fe915d95a911df8d4783";

export default node;
