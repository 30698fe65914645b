/**
 * @generated SignedSource<<a737d42eb33e87537b05b3b178076ffc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResponsibleExclusionKind = "SELF_EXCLUSION" | "TIME_OUT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type exclusion_payload$data = {
  readonly exclusion: {
    readonly kind: ResponsibleExclusionKind;
    readonly until: string;
  };
  readonly " $fragmentType": "exclusion_payload";
};
export type exclusion_payload$key = {
  readonly " $data"?: exclusion_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"exclusion_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "exclusion_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponsibleExclusion",
      "kind": "LinkedField",
      "name": "exclusion",
      "plural": false,
      "selections": [
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
          "kind": "ScalarField",
          "name": "until",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResponsibleExclusionPayload",
  "abstractKey": null
};

(node as any).hash = "9783008a7d16c98fabc655f97d43ea10";

export default node;
