/**
 * @generated SignedSource<<6b2e8d8cc70cb28cf28aa124cb97b0d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalTab_details$data = {
  readonly address: string | null | undefined;
  readonly birthDay: number | null | undefined;
  readonly birthMonth: number | null | undefined;
  readonly birthYear: number | null | undefined;
  readonly city: string | null | undefined;
  readonly email: string;
  readonly firstName: string | null | undefined;
  readonly gender: string | null | undefined;
  readonly identificatorNumber: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly pendingEmail: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly postalCode: string | null | undefined;
  readonly " $fragmentType": "PersonalTab_details";
};
export type PersonalTab_details$key = {
  readonly " $data"?: PersonalTab_details$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalTab_details">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalTab_details",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthYear",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gender",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "identificatorNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingEmail",
      "storageKey": null
    }
  ],
  "type": "PersonalDetails",
  "abstractKey": null
};

(node as any).hash = "6f964bdad0da6ddb3fe34ab876372910";

export default node;
