/**
 * @generated SignedSource<<e0af287efc70470731fb64f62d518477>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EsportsPage_upcoming$data = {
  readonly upcomingMatches: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly live: {
          readonly status: MatchStatus;
        };
        readonly sportName: string;
        readonly tournament: {
          readonly id: string;
          readonly name: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"MatchRow_match">;
      };
    }>;
  };
  readonly " $fragmentType": "EsportsPage_upcoming";
};
export type EsportsPage_upcoming$key = {
  readonly " $data"?: EsportsPage_upcoming$data;
  readonly " $fragmentSpreads": FragmentRefs<"EsportsPage_upcoming">;
};

import EsportsPageUpcomingRefetchQuery_graphql from './EsportsPageUpcomingRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "upcomingMatches"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sport"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": EsportsPageUpcomingRefetchQuery_graphql
    }
  },
  "name": "EsportsPage_upcoming",
  "selections": [
    {
      "alias": "upcomingMatches",
      "args": [
        {
          "kind": "Literal",
          "name": "phase",
          "value": "PREMATCH"
        },
        {
          "kind": "Variable",
          "name": "sport",
          "variableName": "sport"
        }
      ],
      "concreteType": "QueryEsportMatchesConnection",
      "kind": "LinkedField",
      "name": "__EsportsPage_upcomingMatches_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryEsportMatchesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Match",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "sportName",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Tournament",
                  "kind": "LinkedField",
                  "name": "tournament",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "25c53b032584ddf183e393631e5f5e7d";

export default node;
