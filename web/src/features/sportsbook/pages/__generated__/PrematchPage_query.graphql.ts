/**
 * @generated SignedSource<<91a69eaa0eeca99e860fec8929484ee9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MatchStatus = "CANCELLED" | "ENDED" | "LIVE" | "NOT_STARTED" | "POSTPONED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrematchPage_query$data = {
  readonly prematchMatches: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly categoryName: string;
        readonly id: string;
        readonly live: {
          readonly status: MatchStatus;
        };
        readonly tournament: {
          readonly id: string;
          readonly name: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"MatchRow_match">;
      };
    }>;
  };
  readonly " $fragmentType": "PrematchPage_query";
};
export type PrematchPage_query$key = {
  readonly " $data"?: PrematchPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrematchPage_query">;
};

import PrematchPageListRefetchQuery_graphql from './PrematchPageListRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "prematchMatches"
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
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "tournaments"
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
      "operation": PrematchPageListRefetchQuery_graphql
    }
  },
  "name": "PrematchPage_query",
  "selections": [
    {
      "alias": "prematchMatches",
      "args": [
        {
          "kind": "Variable",
          "name": "sport",
          "variableName": "sport"
        },
        {
          "kind": "Variable",
          "name": "tournaments",
          "variableName": "tournaments"
        }
      ],
      "concreteType": "QueryPrematchMatchesConnection",
      "kind": "LinkedField",
      "name": "__PrematchPage_prematchMatches_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryPrematchMatchesConnectionEdge",
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
                  "name": "categoryName",
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

(node as any).hash = "a072440763c6ad0697a47fecaf0597a3";

export default node;
