/**
 * @generated SignedSource<<f28e70a2b4f488d7b7d37f42f0ae899a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type feed_events$data = {
  readonly listChanged: boolean;
  readonly matches: ReadonlyArray<{
    readonly id: string;
    readonly status: MatchStatus;
    readonly " $fragmentSpreads": FragmentRefs<"feed_liveState">;
  }>;
  readonly " $fragmentType": "feed_events";
};
export type feed_events$key = {
  readonly " $data"?: feed_events$data;
  readonly " $fragmentSpreads": FragmentRefs<"feed_events">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "feed_events",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "listChanged",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveInfo",
      "kind": "LinkedField",
      "name": "matches",
      "plural": true,
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
          "name": "status",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "feed_liveState"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EventsUpdated",
  "abstractKey": null
};

(node as any).hash = "6e8eb3ec1b0ae80c6cc291222c7e2225";

export default node;
