/**
 * @generated SignedSource<<c2989ef43cb9e5a57cffea3db51255c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WithdrawPanel_viewer$data = {
  readonly balanceDetails: {
    readonly cash: {
      readonly amount: string;
      readonly currency: string;
    };
  };
  readonly currency: string;
  readonly withdrawalMethods: {
    readonly methods: ReadonlyArray<{
      readonly currencies: ReadonlyArray<{
        readonly currency: string;
        readonly maxAmount: string | null | undefined;
        readonly maxExclusive: boolean;
        readonly minAmount: string | null | undefined;
      }>;
      readonly currency: string | null | undefined;
      readonly fields: ReadonlyArray<{
        readonly name: string;
        readonly required: boolean;
      }>;
      readonly key: string;
      readonly name: string;
    }>;
    readonly selectedMethod: string | null | undefined;
  };
  readonly " $fragmentType": "WithdrawPanel_viewer";
};
export type WithdrawPanel_viewer$key = {
  readonly " $data"?: WithdrawPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WithdrawPanel_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "method"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "WithdrawPanel_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Balance",
      "kind": "LinkedField",
      "name": "balanceDetails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "cash",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "method",
          "variableName": "method"
        }
      ],
      "concreteType": "WithdrawalMethods",
      "kind": "LinkedField",
      "name": "withdrawalMethods",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selectedMethod",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WithdrawalMethod",
          "kind": "LinkedField",
          "name": "methods",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "WithdrawalMethodCurrency",
              "kind": "LinkedField",
              "name": "currencies",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "minAmount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxAmount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxExclusive",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CashierFormField",
              "kind": "LinkedField",
              "name": "fields",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "required",
                  "storageKey": null
                }
              ],
              "storageKey": null
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
})();

(node as any).hash = "14e07c2890bf69b3975ee2972d077049";

export default node;
