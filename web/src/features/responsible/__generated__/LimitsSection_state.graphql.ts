/**
 * @generated SignedSource<<045a69273a26293654384494393f0f36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResponsibleLimitKind = "DEPOSIT" | "LOSS" | "WAGER" | "%future added value";
export type ResponsibleLimitPeriod = "DAY" | "MONTH" | "WEEK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LimitsSection_state$data = {
  readonly currency: string;
  readonly limits: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: string;
    } | null | undefined;
    readonly kind: ResponsibleLimitKind;
    readonly pending: {
      readonly amount: {
        readonly amount: string;
        readonly currency: string;
      } | null | undefined;
      readonly confirmable: boolean;
      readonly effectiveAt: string;
    } | null | undefined;
    readonly period: ResponsibleLimitPeriod;
    readonly remaining: {
      readonly amount: string;
      readonly currency: string;
    } | null | undefined;
    readonly resetsAt: string | null | undefined;
    readonly used: {
      readonly amount: string;
      readonly currency: string;
    };
  }>;
  readonly profile: {
    readonly coolingOffHours: number;
  };
  readonly " $fragmentType": "LimitsSection_state";
};
export type LimitsSection_state$key = {
  readonly " $data"?: LimitsSection_state$data;
  readonly " $fragmentSpreads": FragmentRefs<"LimitsSection_state">;
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
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LimitsSection_state",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponsibleProfile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "coolingOffHours",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponsibleLimit",
      "kind": "LinkedField",
      "name": "limits",
      "plural": true,
      "selections": [
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
          "name": "period",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "used",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "remaining",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resetsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ResponsiblePendingLimit",
          "kind": "LinkedField",
          "name": "pending",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "effectiveAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "confirmable",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResponsibleGambling",
  "abstractKey": null
};
})();

(node as any).hash = "a1d6081c69bc16f4ee83207490400aba";

export default node;
