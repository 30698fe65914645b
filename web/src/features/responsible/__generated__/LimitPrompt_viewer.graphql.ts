/**
 * @generated SignedSource<<c7602606f0e73c36a948e31e7d4283e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LimitPrompt_viewer$data = {
  readonly responsibleGambling: {
    readonly currency: string;
    readonly id: string;
    readonly limitPromptDue: boolean;
    readonly profile: {
      readonly limitPromptSkippable: boolean;
    };
  };
  readonly " $fragmentType": "LimitPrompt_viewer";
};
export type LimitPrompt_viewer$key = {
  readonly " $data"?: LimitPrompt_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LimitPrompt_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LimitPrompt_viewer",
  "selections": [
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
          "kind": "ScalarField",
          "name": "currency",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b0fe1a0c3109181ff49618ba4d2e7dae";

export default node;
