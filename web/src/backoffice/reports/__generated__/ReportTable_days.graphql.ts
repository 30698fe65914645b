/**
 * @generated SignedSource<<80b5417043c360244a2cdc616a47ad87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReportTable_days$data = ReadonlyArray<{
  readonly activePlayers: number;
  readonly bonusCost: {
    readonly amount: string;
  };
  readonly casino: {
    readonly ggr: {
      readonly amount: string;
    };
  };
  readonly currency: string;
  readonly day: string;
  readonly deposits: {
    readonly amount: {
      readonly amount: string;
    };
    readonly count: number;
  };
  readonly ggr: {
    readonly amount: string;
  };
  readonly liveCasino: {
    readonly ggr: {
      readonly amount: string;
    };
  };
  readonly ngr: {
    readonly amount: string;
  };
  readonly sportsbook: {
    readonly ggr: {
      readonly amount: string;
    };
  };
  readonly withdrawals: {
    readonly amount: {
      readonly amount: string;
    };
    readonly count: number;
  };
  readonly " $fragmentType": "ReportTable_days";
}>;
export type ReportTable_days$key = ReadonlyArray<{
  readonly " $data"?: ReportTable_days$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportTable_days">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "ggr",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ReportTable_days",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "day",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportTurnover",
      "kind": "LinkedField",
      "name": "sportsbook",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportTurnover",
      "kind": "LinkedField",
      "name": "casino",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportTurnover",
      "kind": "LinkedField",
      "name": "liveCasino",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "bonusCost",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "ngr",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportPayments",
      "kind": "LinkedField",
      "name": "deposits",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportPayments",
      "kind": "LinkedField",
      "name": "withdrawals",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activePlayers",
      "storageKey": null
    }
  ],
  "type": "ReportDay",
  "abstractKey": null
};
})();

(node as any).hash = "7d622982eaa006a13d18b505fcc0e074";

export default node;
