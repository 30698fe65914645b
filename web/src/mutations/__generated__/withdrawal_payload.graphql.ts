/**
 * @generated SignedSource<<673cc768fb0a9f51b94a8fed46298e56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TransactionStatus = "ADMIN_APPROVED" | "CANCELED" | "COMPLETED" | "NONE" | "NOT_PROCESSED" | "PAYMENT_SYSTEM_PROCESSING" | "PENDING" | "PROCESSING" | "PROCESSING_ERROR" | "PROVIDER_DECLINED" | "PROVIDER_PENDING" | "PROVIDER_PENDING_CONFIRMATION" | "PROVIDER_REJECTED" | "REFUND" | "REJECTED" | "REJECTED_BY_PAYMENT_SYSTEM" | "TRANSACTION_FAILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type withdrawal_payload$data = {
  readonly message: string;
  readonly viewer: {
    readonly balance: {
      readonly amount: string;
      readonly currency: string;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"BalanceSummary_viewer">;
  };
  readonly withdrawal: {
    readonly cancelable: boolean;
    readonly id: string;
    readonly status: TransactionStatus;
    readonly statusText: string;
  };
  readonly " $fragmentType": "withdrawal_payload";
};
export type withdrawal_payload$key = {
  readonly " $data"?: withdrawal_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"withdrawal_payload">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "withdrawal_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashierTransaction",
      "kind": "LinkedField",
      "name": "withdrawal",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "statusText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelable",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "balance",
          "plural": false,
          "selections": [
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
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BalanceSummary_viewer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WithdrawalPayload",
  "abstractKey": null
};
})();

(node as any).hash = "dbbe149f44602c2640ab78cd7f68fec1";

export default node;
