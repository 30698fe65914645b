/**
 * @generated SignedSource<<0181dad587dfb57fae5fa7e2b69b3edd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReportChart_report$data = {
  readonly rows: ReadonlyArray<{
    readonly commission: {
      readonly amount: string;
    };
    readonly ggr: {
      readonly amount: string;
    };
    readonly rebate: {
      readonly amount: string;
    };
    readonly stakes: {
      readonly amount: string;
    };
    readonly userName: string;
    readonly wins: {
      readonly amount: string;
    };
  }>;
  readonly " $fragmentType": "ReportChart_report";
};
export type ReportChart_report$key = {
  readonly " $data"?: ReportChart_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportChart_report">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportChart_report",
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
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "stakes",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "wins",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "ggr",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "commission",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "rebate",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AgentReport",
  "abstractKey": null
};
})();

(node as any).hash = "0f9dca2deaf822b1ba836f4f6266a401";

export default node;
