/**
 * @generated SignedSource<<e79caf7d268c084d3ca0c3e7e67a66f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientConfigContext_config$data = {
  readonly defaultCurrency: string;
  readonly features: {
    readonly affiliate: boolean;
    readonly deposit: boolean;
    readonly lowBalanceModal: boolean;
  };
  readonly quickDepositAmounts: ReadonlyArray<string>;
  readonly versionCheckIntervalMs: number;
  readonly " $fragmentType": "ClientConfigContext_config";
};
export type ClientConfigContext_config$key = {
  readonly " $data"?: ClientConfigContext_config$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientConfigContext_config">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientConfigContext_config",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "versionCheckIntervalMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultCurrency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quickDepositAmounts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Features",
      "kind": "LinkedField",
      "name": "features",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deposit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lowBalanceModal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "affiliate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClientConfig",
  "abstractKey": null
};

(node as any).hash = "44fccb6b89bcdc80a866287e2f2fc1c7";

export default node;
