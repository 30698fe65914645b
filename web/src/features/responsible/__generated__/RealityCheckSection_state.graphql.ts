/**
 * @generated SignedSource<<40a19f53a6c95ce20ffde59834c94e5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RealityCheckSection_state$data = {
  readonly chosenRealityCheckMinutes: number | null | undefined;
  readonly profile: {
    readonly mandatoryRealityCheckMinutes: number | null | undefined;
  };
  readonly realityCheckImposed: boolean;
  readonly realityCheckMinutes: number | null | undefined;
  readonly " $fragmentType": "RealityCheckSection_state";
};
export type RealityCheckSection_state$key = {
  readonly " $data"?: RealityCheckSection_state$data;
  readonly " $fragmentSpreads": FragmentRefs<"RealityCheckSection_state">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RealityCheckSection_state",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "realityCheckMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenRealityCheckMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "realityCheckImposed",
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
          "name": "mandatoryRealityCheckMinutes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResponsibleGambling",
  "abstractKey": null
};

(node as any).hash = "6fb38575e698642db37e54e86e545d82";

export default node;
