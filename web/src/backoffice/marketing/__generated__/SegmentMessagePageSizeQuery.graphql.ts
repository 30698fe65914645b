/**
 * @generated SignedSource<<9f44fff5c201140c6e3512cbd830893b>>
 * @relayHash ed76414c6f5b5270be37308fbce922ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 231790d90448e25aa30bd17b24cb9044b9848a07f353393d6cb60c104a5a97bd

import { ConcreteRequest } from 'relay-runtime';
export type MarketingSegmentInput = {
  countries?: ReadonlyArray<string> | null | undefined;
  currencies?: ReadonlyArray<string> | null | undefined;
  hasDeposited?: boolean | null | undefined;
  registeredFrom?: string | null | undefined;
  registeredTo?: string | null | undefined;
};
export type SegmentMessagePageSizeQuery$variables = {
  segment: MarketingSegmentInput;
};
export type SegmentMessagePageSizeQuery$data = {
  readonly backoffice: {
    readonly marketingSegmentSize: number;
  };
};
export type SegmentMessagePageSizeQuery = {
  response: SegmentMessagePageSizeQuery$data;
  variables: SegmentMessagePageSizeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "segment"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Backoffice",
    "kind": "LinkedField",
    "name": "backoffice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "segment",
            "variableName": "segment"
          }
        ],
        "kind": "ScalarField",
        "name": "marketingSegmentSize",
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
    "name": "SegmentMessagePageSizeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SegmentMessagePageSizeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "231790d90448e25aa30bd17b24cb9044b9848a07f353393d6cb60c104a5a97bd",
    "metadata": {},
    "name": "SegmentMessagePageSizeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fc2df1687e6abad1b6d438f044919401";

export default node;
