/**
 * @generated SignedSource<<0761a8873861df491c9bb2c0e07b2192>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReportChart_days$data = ReadonlyArray<{
  readonly casino: {
    readonly ggr: {
      readonly amount: string;
    };
  };
  readonly currency: string;
  readonly day: string;
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
  readonly " $fragmentType": "ReportChart_days";
}>;
export type ReportChart_days$key = ReadonlyArray<{
  readonly " $data"?: ReportChart_days$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportChart_days">;
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
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "ggr",
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
  "name": "ReportChart_days",
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportTurnover",
      "kind": "LinkedField",
      "name": "casino",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportTurnover",
      "kind": "LinkedField",
      "name": "liveCasino",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
    }
  ],
  "type": "ReportDay",
  "abstractKey": null
};
})();

(node as any).hash = "5d554772816950935bad54b19a07bf00";

export default node;
