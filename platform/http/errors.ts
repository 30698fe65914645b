import { z } from '@hono/zod-openapi';

/**
 * A domain's error codes as the contract's enum (ARCHITECTURE rule 4): `name` is its component in
 * openapi.json, which the gateway's client, its runtime code lists and its GraphQL enums are generated
 * from. A meaning (x-enumDescriptions, the extension Redoc and openapi-generator read) documents the
 * code for partners and the GraphQL enum; a code another list already describes may leave it null.
 */
export function errorCodeEnum<const Code extends string>(name: string, description: string, meanings: Record<Code, string | null>) {
  const codes = Object.keys(meanings) as [Code, ...Code[]];
  const described = Object.fromEntries(Object.entries(meanings).filter(([, meaning]) => meaning !== null));
  // x- keys are OpenAPI specification extensions, which the metadata type does not list.
  return z.enum(codes).openapi(name, { description, 'x-enumDescriptions': described } as { description: string });
}

/** What any route may answer, whatever its domain: bad input, a missing thing, no session, no right, a crash. */
export const CommonErrorCode = errorCodeEnum('CommonErrorCode', 'Failures any route may answer.', {
  VALIDATION: 'The input was rejected; ValidationError.fields names each field and what is wrong with it. Nothing was changed.',
  NOT_FOUND: "The thing asked for (a ticket, a transaction, a match…) does not exist or is not the caller's.",
  UNAUTHORIZED: 'Not signed in, or the session expired.',
  FORBIDDEN: 'Signed in, but this account may not do this.',
  INTERNAL: 'An unexpected failure; safe to retry later.',
});
export type CommonErrorCode = z.infer<typeof CommonErrorCode>;

/** An expected failure any domain can throw; app.onError answers it with the envelope and its status. */
export class DomainError<Code extends string = CommonErrorCode> extends Error {
  constructor(
    readonly status: Status,
    readonly code: Code,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type Status = 400 | 401 | 403 | 404 | 409 | 429;
/** A domain's table of [HTTP status, meaning] per code. */
type ErrorTable = Record<string, readonly [Status, string | null]>;

/** Each code's HTTP status, from a domain's table. */
export const statusesOf = <T extends ErrorTable>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([code, [status]]) => [code, status])) as { [Code in keyof T]: T[Code][0] };

/** Each code's meaning, from a domain's table, for errorCodeEnum. */
export const meaningsOf = <T extends ErrorTable>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([code, [, meaning]]) => [code, meaning])) as Record<keyof T & string, string | null>;
