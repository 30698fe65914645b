/**
 * @generated SignedSource<<502bb72eba4976404d8de0e12a093cac>>
 * @relayHash c72633a529dd376c896c7b4ea81fe6e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c676849e67d281258ba08ead33396f2046d9080bb953891c67b33ab310ecacf1

import { ConcreteRequest } from 'relay-runtime';
export type CasinoCatalogueChangeKind = "ADDED" | "NOT_WORKING" | "PROVIDER_OFF" | "PROVIDER_ON" | "RETIRED" | "WORKING" | "%future added value";
export type CasinoGameStatus = "AVAILABLE" | "NOT_WORKING" | "PROVIDER_OFF" | "RETIRED" | "%future added value";
export type useCatalogueChangesSubscription$variables = Record<PropertyKey, never>;
export type useCatalogueChangesSubscription$data = {
  readonly casinoCatalogueChanged: {
    readonly change: CasinoCatalogueChangeKind;
    readonly games: ReadonlyArray<{
      readonly id: string;
      readonly status: CasinoGameStatus;
    }>;
    readonly provider: string | null | undefined;
  };
};
export type useCatalogueChangesSubscription = {
  response: useCatalogueChangesSubscription$data;
  variables: useCatalogueChangesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CasinoCatalogueChange",
    "kind": "LinkedField",
    "name": "casinoCatalogueChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "change",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "provider",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CasinoGame",
        "kind": "LinkedField",
        "name": "games",
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
            "name": "status",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCatalogueChangesSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCatalogueChangesSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c676849e67d281258ba08ead33396f2046d9080bb953891c67b33ab310ecacf1",
    "metadata": {},
    "name": "useCatalogueChangesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b67e64ee39b0efd6c18d7a3160d35dce";

export default node;
