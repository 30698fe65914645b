/**
 * @generated SignedSource<<171608621d618207e7e65acdf0a8e7c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HalfInning = "BOTTOM" | "TOP" | "%future added value";
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
export type Side = "AWAY" | "HOME" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LiveScore_live$data = {
  readonly awayScore: number;
  readonly clockSeconds: number;
  readonly gamePoints: {
    readonly away: number;
    readonly home: number;
    readonly tieBreak: boolean;
  } | null | undefined;
  readonly halfInning: HalfInning | null | undefined;
  readonly homeScore: number;
  readonly inInterval: boolean;
  readonly outs: number | null | undefined;
  readonly period: number;
  readonly serving: Side | null | undefined;
  readonly status: MatchStatus;
  readonly stoppageTime: {
    readonly announcedMinutes: number;
    readonly playedSeconds: number;
  } | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoppageTime",
      "kind": "LinkedField",
      "name": "stoppageTime",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "announcedMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "playedSeconds",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GamePoints",
      "kind": "LinkedField",
      "name": "gamePoints",
      "plural": false,
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tieBreak",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serving",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "halfInning",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outs",
      "storageKey": null
    }
  ],
  "type": "LiveInfo",
  "abstractKey": null
};

(node as any).hash = "c64f8c76a363fff9b37603626658835d";

export default node;
