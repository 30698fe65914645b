/**
 * @generated SignedSource<<5b41b5867c11ab0218b57d9b758feea0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SelfExclusionSection_state$data = {
  readonly profile: {
    readonly minimumSelfExclusionMonths: number;
  };
  readonly " $fragmentType": "SelfExclusionSection_state";
};
export type SelfExclusionSection_state$key = {
  readonly " $data"?: SelfExclusionSection_state$data;
  readonly " $fragmentSpreads": FragmentRefs<"SelfExclusionSection_state">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SelfExclusionSection_state",
  "selections": [
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
          "name": "minimumSelfExclusionMonths",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResponsibleGambling",
  "abstractKey": null
};

(node as any).hash = "c47566ba641881c8cbd545650847f2ad";

export default node;
