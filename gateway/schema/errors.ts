import type { ObjectFieldsShape, SchemaTypes } from '@pothos/core';
import { builder } from '../builder';
import { ActionError, AuthError, DomainError, describedCodes, ERROR_CODES, ForbiddenError, messageOf, NotFoundError, RateLimitedError, ValidationError } from '../errors';

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: 'What kind of expected failure this is; stable for clients to branch on.',
  values: describedCodes(ERROR_CODES),
});

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'An expected failure the user should see: a stable code and a message in the request language.',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, description: 'Which expected failure this is.', resolve: (error) => error.code }),
    message: t.string({
      description: "Translated into the request's language.",
      resolve: (error, _args, ctx) => messageOf(error, ctx.lang),
    }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

/**
 * An expected failure as a GraphQL type: the class resolvers return, its name and description, the Error
 * interface (code, message), and `fields` for what only this failure carries.
 */
export function errorType<Shape extends DomainError>(error: new (...args: never[]) => Shape, name: string, description: string, fields?: ObjectFieldsShape<Types, Shape>) {
  // Pothos cannot relate a class generic in Shape to the interface here; the caller's fields are typed by Shape above.
  builder.objectType(error as unknown as typeof DomainError, { name, description, interfaces: [ErrorInterface], fields: fields as ObjectFieldsShape<Types, DomainError> | undefined });
}

export const FieldError = builder.objectRef<{ field: string; message: string }>('FieldError').implement({
  description: 'A problem with one input field.',
  fields: (t) => ({ field: t.exposeString('field', { description: 'The input field, as the platform names it (PascalCase, e.g. "Password").' }), message: t.exposeString('message', { description: 'What is wrong with it, in the request language.' }) }),
});

errorType(ValidationError, 'ValidationError', 'The input was rejected; nothing was changed.', (t) => ({
  fields: t.field({
    description: 'One entry per rejected input field; empty when the input as a whole was refused.',
    type: [FieldError],
    resolve: (error) => Object.entries(error.fieldErrors).map(([field, message]) => ({ field, message })),
  }),
}));

errorType(NotFoundError, 'NotFoundError', 'The thing asked for does not exist.');
errorType(ForbiddenError, 'ForbiddenError', 'The caller may not do this.');

errorType(AuthError, 'AuthError', 'Signing in or a session check failed: credentials, lockout, unverified e-mail, captcha or two-factor code.', (t) => ({
  retryAfterSeconds: t.int({ nullable: true, description: 'While locked: seconds until sign-in is possible again.', resolve: (error) => error.retryAfterSeconds }),
}));

errorType(RateLimitedError, 'RateLimitedError', 'Too many attempts; try again later.', (t) => ({
retryAfterSeconds: t.int({ description: 'Seconds to wait before trying again (also sent as Retry-After on HTTP); null when unknown.', nullable: true, resolve: (error) => error.retryAfterSeconds }),
}));

errorType(ActionError, 'ActionError', 'The action was refused: a used or expired link, a restricted country, a conflict.');
