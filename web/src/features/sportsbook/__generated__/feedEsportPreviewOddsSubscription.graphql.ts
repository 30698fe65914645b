/**
 * @generated SignedSource<<0288f8e09b0d03c25323f1ba2cb26131>>
 * @relayHash b2a52b0941f90871b292296c9a96fc2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0df780af1299f5c13df276a7d0f7b24b977e490664a16fefb06b20ed5eab6838

import { ConcreteRequest } from 'relay-runtime';
export type feedEsportPreviewOddsSubscription$variables = {
  sport?: string | null | undefined;
};
export type feedEsportPreviewOddsSubscription$data = {
  readonly esportPreviewOddsChanged: {
    readonly matchId: string;
    readonly odds: ReadonlyArray<{
      readonly id: string;
      readonly isSuspended: boolean;
      readonly price: number | null | undefined;
    }>;
    readonly reshaped: boolean;
  };
};
export type feedEsportPreviewOddsSubscription = {
  response: feedEsportPreviewOddsSubscription$data;
  variables: feedEsportPreviewOddsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sport"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sport",
        "variableName": "sport"
      }
    ],
    "concreteType": "OddsChanged",
    "kind": "LinkedField",
    "name": "esportPreviewOddsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matchId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reshaped",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Odd",
        "kind": "LinkedField",
        "name": "odds",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSuspended",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "feedEsportPreviewOddsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedEsportPreviewOddsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0df780af1299f5c13df276a7d0f7b24b977e490664a16fefb06b20ed5eab6838",
    "metadata": {},
    "name": "feedEsportPreviewOddsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "3cc23aa19367730bc10f8b4d312702fe";

export default node;
