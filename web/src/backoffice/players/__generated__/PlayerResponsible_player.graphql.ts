/**
 * @generated SignedSource<<df7090f84c578e4f7ae0d55d18e7b6b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type KycStatus = "NOT_SUBMITTED" | "PENDING" | "REJECTED" | "VERIFIED" | "%future added value";
export type ResponsibleExclusionKind = "SELF_EXCLUSION" | "TIME_OUT" | "%future added value";
export type ResponsibleLimitKind = "DEPOSIT" | "LOSS" | "WAGER" | "%future added value";
export type ResponsibleLimitPeriod = "DAY" | "MONTH" | "WEEK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlayerResponsible_player$data = {
  readonly kycStatus: KycStatus;
  readonly responsible: {
    readonly exclusion: {
      readonly kind: ResponsibleExclusionKind;
      readonly term: string;
      readonly until: string;
    } | null | undefined;
    readonly limits: ReadonlyArray<{
      readonly amount: {
        readonly amount: string;
        readonly currency: string;
      } | null | undefined;
      readonly kind: ResponsibleLimitKind;
      readonly period: ResponsibleLimitPeriod;
      readonly used: {
        readonly amount: string;
        readonly currency: string;
      };
    }>;
    readonly sessionLimitMinutes: number | null | undefined;
    readonly signInPausedUntil: string | null | undefined;
  };
  readonly " $fragmentType": "PlayerResponsible_player";
};
export type PlayerResponsible_player$key = {
  readonly " $data"?: PlayerResponsible_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerResponsible_player">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayerResponsible_player",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kycStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BackofficePlayerResponsible",
      "kind": "LinkedField",
      "name": "responsible",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ResponsibleLimit",
          "kind": "LinkedField",
          "name": "limits",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "amount",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "used",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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
          "concreteType": "ResponsibleExclusion",
          "kind": "LinkedField",
          "name": "exclusion",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "term",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "until",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signInPausedUntil",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BackofficePlayer",
  "abstractKey": null
};
})();

(node as any).hash = "ffcc35a47ffdd8cb20543ddc222c9f0e";

export default node;
