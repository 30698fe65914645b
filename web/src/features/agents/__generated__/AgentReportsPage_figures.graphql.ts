/**
 * @generated SignedSource<<b69f0a154ebb04e3e49770dc9c457199>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentReportsPage_figures$data = {
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
  readonly " $fragmentType": "AgentReportsPage_figures";
};
export type AgentReportsPage_figures$key = {
  readonly " $data"?: AgentReportsPage_figures$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentReportsPage_figures">;
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
  "name": "AgentReportsPage_figures",
  "selections": [
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
  "type": "AgentReportRow",
  "abstractKey": null
};
})();

(node as any).hash = "0a116177834ba49afb02881f3035f92e";

export default node;
