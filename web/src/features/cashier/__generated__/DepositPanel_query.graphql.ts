/**
 * @generated SignedSource<<26d3d045720727a4908f452835e990dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DepositPanel_query$data = {
  readonly countries: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly decimals: number;
  }>;
  readonly " $fragmentType": "DepositPanel_query";
};
export type DepositPanel_query$key = {
  readonly " $data"?: DepositPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositPanel_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Country",
      "kind": "LinkedField",
      "name": "countries",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Currency",
      "kind": "LinkedField",
      "name": "currencies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decimals",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "0f0441da6849e85d299ef0da27a2fc04";

export default node;
