/**
 * @generated SignedSource<<e0bc6055395a714f9025ee1d2dc3b50a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LiveScore_live$data = {
  readonly awayScore: number;
  readonly clockSeconds: number;
  readonly homeScore: number;
  readonly inInterval: boolean;
  readonly period: number;
  readonly status: MatchStatus;
  readonly " $fragmentType": "LiveScore_live";
};
export type LiveScore_live$key = {
  readonly " $data"?: LiveScore_live$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveScore_live">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveScore_live",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clockSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inInterval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "homeScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayScore",
      "storageKey": null
    }
  ],
  "type": "LiveInfo",
  "abstractKey": null
};

(node as any).hash = "719465149c10338e79ab0a64934247f2";

export default node;
