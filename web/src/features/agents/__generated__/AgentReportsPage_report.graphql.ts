/**
 * @generated SignedSource<<a54a637e8f82113abf915bea6deaa419>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentReportsPage_report$data = {
  readonly rows: ReadonlyArray<{
    readonly commission: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly ggr: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly rebate: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly stakes: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly userName: string;
    readonly wins: {
      readonly amount: string;
      readonly currency: string;
    };
  }>;
  readonly totals: {
    readonly commission: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly ggr: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly rebate: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly stakes: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly wins: {
      readonly amount: string;
      readonly currency: string;
    };
  };
  readonly " $fragmentType": "AgentReportsPage_report";
};
export type AgentReportsPage_report$key = {
  readonly " $data"?: AgentReportsPage_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentReportsPage_report">;
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
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "stakes",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "wins",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "ggr",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "commission",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "rebate",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentReportsPage_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AgentReportRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userName",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgentReportRow",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "AgentReport",
  "abstractKey": null
};
})();

(node as any).hash = "97f42bbc3fa6d6648df37d00098b8a83";

export default node;
