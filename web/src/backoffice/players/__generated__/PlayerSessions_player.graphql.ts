/**
 * @generated SignedSource<<1cc8e757f783eebf97dbc8fbdac626af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlayerSessions_player$data = {
  readonly id: string;
  readonly sessions: ReadonlyArray<{
    readonly id: string;
    readonly ip: string;
    readonly lastSeenAt: string;
    readonly startedAt: string;
    readonly userAgent: string;
  }>;
  readonly " $fragmentType": "PlayerSessions_player";
};
export type PlayerSessions_player$key = {
  readonly " $data"?: PlayerSessions_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayerSessions_player">;
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
  "name": "PlayerSessions_player",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "BackofficePlayerSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userAgent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSeenAt",
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

(node as any).hash = "397225b604bdc4627caf934a02f492e3";

export default node;
