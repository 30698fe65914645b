/**
 * @generated SignedSource<<98bde0e906c6951c8065cc2b8516c2ca>>
 * @relayHash b5f123ed4d1dd6f923c5223dcfff41fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b99457d762fd252a705ecd11f7d17f7c75aa607970b28187209bc1957f2d513

import { ConcreteRequest } from 'relay-runtime';
export type TicketStatus = "ACCEPTED" | "DECLINED" | "DELAYED" | "DELAYED_CASHOUT" | "NEW_OFFER" | "PENDING" | "%future added value";
export type TicketsPanelCashOutQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type TicketsPanelCashOutQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly __typename: "Ticket";
    readonly cashOut: {
      readonly amount: string;
      readonly currency: string;
    } | null | undefined;
    readonly id: string;
    readonly status: TicketStatus;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined>;
};
export type TicketsPanelCashOutQuery = {
  response: TicketsPanelCashOutQuery$data;
  variables: TicketsPanelCashOutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "cashOut",
  "plural": false,
  "selections": [
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
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TicketsPanelCashOutQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Ticket",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TicketsPanelCashOutQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Ticket",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5b99457d762fd252a705ecd11f7d17f7c75aa607970b28187209bc1957f2d513",
    "metadata": {},
    "name": "TicketsPanelCashOutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "35eb8080f855e041aa9191af9dc86d1f";

export default node;
