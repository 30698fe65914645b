import { builder } from '../builder';
import { DomainError, ERROR_CODES, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { translateError } from '../i18n';

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: 'What kind of expected failure this is; stable for clients to branch on.',
  values: ERROR_CODES,
});

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'An expected failure the user should see: a stable code and a message in the request language.',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, resolve: (error) => error.code }),
    message: t.string({
      description: "Translated into the request's language.",
      resolve: (error, _args, ctx) => translateError(ctx.lang, error.code) || error.upstreamMessage,
    }),
  }),
});

const FieldError = builder.objectRef<{ field: string; message: string }>('FieldError').implement({
  description: 'A problem with one input field.',
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was rejected; nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({
      type: [FieldError],
      resolve: (error) => Object.entries(error.fieldErrors).map(([field, message]) => ({ field, message })),
    }),
  }),
});

builder.objectType(NotFoundError, { name: 'NotFoundError', description: 'The thing asked for does not exist.', interfaces: [ErrorInterface] });
builder.objectType(ForbiddenError, { name: 'ForbiddenError', description: 'The caller may not do this.', interfaces: [ErrorInterface] });
