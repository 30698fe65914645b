/**
 * @generated SignedSource<<787b879078fb7a047e332df551fa10c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MatchGroups_match$data = {
  readonly id: string;
  readonly live: {
    readonly status: MatchStatus;
  };
  readonly tournament: {
    readonly id: string;
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"MatchRow_match">;
  readonly " $fragmentType": "MatchGroups_match";
};
export type MatchGroups_match$key = {
  readonly " $data"?: MatchGroups_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchGroups_match">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchGroups_match",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Tournament",
      "kind": "LinkedField",
      "name": "tournament",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MatchRow_match"
    }
  ],
  "type": "Match",
  "abstractKey": null
};
})();

(node as any).hash = "70d541430debcf1891d8c8e0195110ef";

export default node;
