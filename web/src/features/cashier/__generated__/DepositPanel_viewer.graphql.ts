/**
 * @generated SignedSource<<2876644e4de8f91519049aeef7b3f4e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DepositMethodKind = "BANK" | "CRYPTO" | "HOSTED" | "VOUCHER" | "WIDGET" | "%future added value";
export type X1Status = "AVAILABLE" | "DISABLED" | "IN_PROGRESS" | "NO_TRANSFER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositPanel_viewer$data = {
  readonly countryCode: string;
  readonly depositMethods: {
    readonly cardTypes: ReadonlyArray<{
      readonly firstDigit: string;
      readonly name: string;
    }>;
    readonly currency: string;
    readonly methods: ReadonlyArray<{
      readonly currencies: ReadonlyArray<{
        readonly blockchain: string | null | undefined;
        readonly currency: string;
        readonly maxAmount: string | null | undefined;
        readonly minAmount: string | null | undefined;
      }>;
      readonly fields: ReadonlyArray<{
        readonly name: string;
        readonly required: boolean;
      }>;
      readonly key: string;
      readonly kind: DepositMethodKind;
      readonly label: string;
    }>;
    readonly selectedMethod: string | null | undefined;
  };
  readonly responsibleGambling: {
    readonly id: string;
    readonly limitPromptDue: boolean;
    readonly profile: {
      readonly limitPromptSkippable: boolean;
    };
  };
  readonly x1Status: {
    readonly status: X1Status;
    readonly transferId: string | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LimitPrompt_viewer">;
  readonly " $fragmentType": "DepositPanel_viewer";
};
export type DepositPanel_viewer$key = {
  readonly " $data"?: DepositPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositPanel_viewer">;
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countryCode",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LimitPrompt_viewer"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponsibleGambling",
      "kind": "LinkedField",
      "name": "responsibleGambling",
      "plural": false,
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
          "name": "limitPromptDue",
          "storageKey": null
        },
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
              "name": "limitPromptSkippable",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "X1TransferStatus",
      "kind": "LinkedField",
      "name": "x1Status",
      "plural": false,
      "selections": [
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
          "name": "transferId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositMethods",
      "kind": "LinkedField",
      "name": "depositMethods",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "CardType",
          "kind": "LinkedField",
          "name": "cardTypes",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstDigit",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DepositMethod",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
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
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "DepositMethodCurrency",
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
                  "name": "blockchain",
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

(node as any).hash = "c86fd53c6c53791b24367857fb1b7108";

export default node;
