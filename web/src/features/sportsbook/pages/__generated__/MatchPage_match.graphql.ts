/**
 * @generated SignedSource<<5caab0f62e3e62547ce3ef51c9156a1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MatchPage_match$data = {
  readonly awayTeam: string | null | undefined;
  readonly categoryName: string;
  readonly homeTeam: string | null | undefined;
  readonly live: {
    readonly betStop: boolean;
    readonly hasStream: boolean;
    readonly periodScores: ReadonlyArray<{
      readonly away: number;
      readonly home: number;
    }>;
    readonly status: MatchStatus;
    readonly " $fragmentSpreads": FragmentRefs<"LiveScore_live">;
  };
  readonly name: string;
  readonly sportKey: string;
  readonly sportName: string;
  readonly startsAt: string;
  readonly tournamentName: string;
  readonly " $fragmentSpreads": FragmentRefs<"MatchMarkets_match">;
  readonly " $fragmentType": "MatchPage_match";
};
export type MatchPage_match$key = {
  readonly " $data"?: MatchPage_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchPage_match">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchPage_match",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "homeTeam",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayTeam",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sportKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sportName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tournamentName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categoryName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveInfo",
      "kind": "LinkedField",
      "name": "live",
      "plural": false,
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
          "name": "hasStream",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveScore_live"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MatchMarkets_match"
    }
  ],
  "type": "Match",
  "abstractKey": null
};

(node as any).hash = "9a4f5dd112a818600a6d142b8ddcf0b7";

export default node;
