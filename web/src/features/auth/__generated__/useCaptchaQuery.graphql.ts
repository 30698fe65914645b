/**
 * @generated SignedSource<<b68c21d100493b854ba763c73f9db82a>>
 * @relayHash b1d45c503b57df96d1eb6a450923d68c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eee262db6127aace3b2f80e72125117b10fa9c2266a82203cbd1fcb6baf1fdb9

import { ConcreteRequest } from 'relay-runtime';
export type useCaptchaQuery$variables = Record<PropertyKey, never>;
export type useCaptchaQuery$data = {
  readonly captcha: {
    readonly id: string;
    readonly image: string;
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
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "image",
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
    "id": "eee262db6127aace3b2f80e72125117b10fa9c2266a82203cbd1fcb6baf1fdb9",
    "metadata": {},
    "name": "useCaptchaQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "84c7c6732b8fa8544394014385b04a36";

export default node;
