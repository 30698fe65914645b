/**
 * @generated SignedSource<<eff9d8e15b25d3c54a144de7fbcc90a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type CasinoGameKind = "LIVE" | "SLOT" | "TABLE" | "VIRTUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type games_startGame$data = {
  readonly hasDemo: boolean;
  readonly id: string;
  readonly imageUrl: string;
  readonly kind: CasinoGameKind;
  readonly launchError: string | null | undefined;
  readonly legacyId: number;
  readonly provider: {
    readonly name: string;
  };
  readonly studio: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "games_startGame";
};
export type games_startGame$key = {
  readonly " $data"?: games_startGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"games_startGame">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "games_startGame"
};

(node as any).hash = "12d2aafb01ef9a5e50c4a09c8aba7d56";

export default node;
