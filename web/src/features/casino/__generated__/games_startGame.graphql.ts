/**
 * @generated SignedSource<<a795d9fc0d20655dbc2818edd98ce3d9>>
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

(node as any).hash = "812a1f227416f04b8259db433fb9550d";

export default node;
