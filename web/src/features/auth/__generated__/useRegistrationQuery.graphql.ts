/**
 * @generated SignedSource<<ed4b98df52f5f4cb910a669c0b0c478d>>
 * @relayHash 82730353cccc2ccf6270abe1b0c205c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0c2a37c152fb4ede5515b79ae7c5247ce589900568269326047e82ff739e56c

import { ConcreteRequest } from 'relay-runtime';
export type useRegistrationQuery$variables = Record<PropertyKey, never>;
export type useRegistrationQuery$data = {
  readonly countries: ReadonlyArray<{
    readonly code: string;
    readonly legacyId: number;
    readonly name: string;
  }>;
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly visitor: {
    readonly countryCode: string | null | undefined;
    readonly registrationRestricted: boolean;
    readonly restrictedCurrencies: ReadonlyArray<string>;
  };
};
export type useRegistrationQuery = {
  response: useRegistrationQuery$data;
  variables: useRegistrationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Country",
    "kind": "LinkedField",
    "name": "countries",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "legacyId",
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Currency",
    "kind": "LinkedField",
    "name": "currencies",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Visitor",
    "kind": "LinkedField",
    "name": "visitor",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "countryCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "registrationRestricted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restrictedCurrencies",
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
    "name": "useRegistrationQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRegistrationQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d0c2a37c152fb4ede5515b79ae7c5247ce589900568269326047e82ff739e56c",
    "metadata": {},
    "name": "useRegistrationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cc52cd0a1f92758d3e480a8ce76a022d";

export default node;
