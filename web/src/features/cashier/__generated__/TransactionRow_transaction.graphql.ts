/**
 * @generated SignedSource<<d790b75c7f834c3a1ce707faed26ace6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StatementType = "ADJUSTMENT_CREDIT" | "ADJUSTMENT_DEBIT" | "BONUS_RELEASE" | "CASHBACK" | "DEPOSIT" | "RESULT_CORRECTION_CREDIT" | "RESULT_CORRECTION_DEBIT" | "WITHDRAWAL" | "%future added value";
export type TransactionStatus = "ADMIN_APPROVED" | "CANCELED" | "COMPLETED" | "NONE" | "NOT_PROCESSED" | "PAYMENT_SYSTEM_PROCESSING" | "PENDING" | "PROCESSING" | "PROCESSING_ERROR" | "PROVIDER_DECLINED" | "PROVIDER_PENDING" | "PROVIDER_PENDING_CONFIRMATION" | "PROVIDER_REJECTED" | "REFUND" | "REJECTED" | "REJECTED_BY_PAYMENT_SYSTEM" | "TRANSACTION_FAILED" | "%future added value";
export type TransactionStatusGroup = "ALL" | "CANCELED" | "COMPLETED" | "NONE" | "PENDING" | "REFUND" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TransactionRow_transaction$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: string;
  };
  readonly bonusCode: string | null | undefined;
  readonly cancelable: boolean;
  readonly createdAt: string;
  readonly id: string;
  readonly legacyId: string;
  readonly methodName: string | null | undefined;
  readonly reasonText: string | null | undefined;
  readonly referenceNumber: string | null | undefined;
  readonly status: TransactionStatus;
  readonly statusGroup: TransactionStatusGroup;
  readonly statusText: string;
  readonly type: StatementType;
  readonly typeText: string;
  readonly " $fragmentType": "TransactionRow_transaction";
};
export type TransactionRow_transaction$key = {
  readonly " $data"?: TransactionRow_transaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionRow_transaction">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionRow_transaction",
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
      "name": "legacyId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "typeText",
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
      "name": "statusGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "methodName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referenceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reasonText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bonusCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "CashierTransaction",
  "abstractKey": null
};

(node as any).hash = "1b644e34fa0c0f67c7a57c7b0d14a9a2";

export default node;
