/**
 * @generated SignedSource<<c65e24894437c34bfc14d0e995b27467>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionLimitSection_state$data = {
  readonly profile: {
    readonly sessionPauseMinutes: number;
  };
  readonly sessionLimitMinutes: number | null | undefined;
  readonly " $fragmentType": "SessionLimitSection_state";
};
export type SessionLimitSection_state$key = {
  readonly " $data"?: SessionLimitSection_state$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionLimitSection_state">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionLimitSection_state",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sessionLimitMinutes",
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
          "name": "sessionPauseMinutes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResponsibleGambling",
  "abstractKey": null
};

(node as any).hash = "c7ddb8bcca96dfb2724023231bd6c8de";

export default node;
