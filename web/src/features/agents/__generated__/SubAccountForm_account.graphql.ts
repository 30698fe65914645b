/**
 * @generated SignedSource<<931fc31f59557a0450376101fe7a9ac4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountType = "AGENT" | "DEMO_USER" | "SUPER_AGENT" | "SUPER_MASTER_AGENT" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubAccountForm_account$data = {
  readonly accountType: AccountType;
  readonly agentCommission: string;
  readonly country: string | null | undefined;
  readonly currency: string;
  readonly email: string;
  readonly id: string;
  readonly positionTaking: string;
  readonly rebate: string;
  readonly stakeFactor: string;
  readonly subAgentCommission: string;
  readonly userName: string;
  readonly " $fragmentType": "SubAccountForm_account";
};
export type SubAccountForm_account$key = {
  readonly " $data"?: SubAccountForm_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubAccountForm_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubAccountForm_account",
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
      "name": "userName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountType",
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
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subAgentCommission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agentCommission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stakeFactor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "positionTaking",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rebate",
      "storageKey": null
    }
  ],
  "type": "SubAccount",
  "abstractKey": null
};

(node as any).hash = "4147742b55de025378ad4877f1b335f0";

export default node;
