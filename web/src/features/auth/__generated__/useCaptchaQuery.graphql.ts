/**
 * @generated SignedSource<<1a00ccad2bc08b70028191c0bb41d873>>
 * @relayHash ecb3e380128ee680197837abac4b5ba7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b391884c1f760475682faaf6caf1f7a3c8958e40f0a573c2928fca5a412336fb

import { ConcreteRequest } from 'relay-runtime';
export type useCaptchaQuery$variables = Record<PropertyKey, never>;
export type useCaptchaQuery$data = {
  readonly captcha: {
    readonly altcha: {
      readonly algorithm: string;
      readonly challenge: string;
      readonly maxNumber: number;
      readonly salt: string;
      readonly signature: string;
    };
    readonly powChallenge: string;
    readonly powDifficulty: number;
  };
};
export type useCaptchaQuery = {
  response: useCaptchaQuery$data;
  variables: useCaptchaQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Captcha",
    "kind": "LinkedField",
    "name": "captcha",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AltchaChallenge",
        "kind": "LinkedField",
        "name": "altcha",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "algorithm",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "challenge",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "salt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signature",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "powChallenge",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "powDifficulty",
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
    "name": "useCaptchaQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCaptchaQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b391884c1f760475682faaf6caf1f7a3c8958e40f0a573c2928fca5a412336fb",
    "metadata": {},
    "name": "useCaptchaQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f11ad4eeeed8afaf1619305facb1e956";

export default node;
