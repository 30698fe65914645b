/**
 * @generated SignedSource<<eae2445c0fb8fdfe70b85e2fefbe51ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type feed_liveState$data = {
  readonly betStop: boolean;
  readonly hasStream: boolean;
  readonly id: string;
  readonly periodScores: ReadonlyArray<{
    readonly away: number;
    readonly home: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"LiveScore_live">;
  readonly " $fragmentType": "feed_liveState";
};
export type feed_liveState$key = {
  readonly " $data"?: feed_liveState$data;
  readonly " $fragmentSpreads": FragmentRefs<"feed_liveState">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "feed_liveState",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveScore_live"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Score",
      "kind": "LinkedField",
      "name": "periodScores",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "home",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "away",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "betStop",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasStream",
      "storageKey": null
    }
  ],
  "type": "LiveInfo",
  "abstractKey": null
};

(node as any).hash = "edca5a6c2dc49ae00d7b6fd404a0d719";

export default node;
