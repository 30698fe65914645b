/**
 * @generated SignedSource<<f6c5b76c4b841909b39edbfe39d92e64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
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
  readonly statusGroup: TransactionStatusGroup;
  readonly statusText: string;
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
    }
  ],
  "type": "CashierTransaction",
  "abstractKey": null
};

(node as any).hash = "346712670ad07416610ccaf6deb1e59c";

export default node;
