import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CommonErrorCode } from './errors';

/**
 * Every platform answer carries the seeds' envelope: HasErrors and ErrorMessage
 * (seed 000 §3, seed 001 §3). Failures add a machine-readable ErrorCode that the
 * gateway turns into a typed GraphQL error with a translated message: one of the
 * common codes or of the domain's own enums (platform/<domain>/errors.ts).
 */
export function errorEnvelope<Shape extends z.ZodRawShape = {}>(name: string, domainCodes: readonly z.ZodEnum[] = [], extra?: Shape) {
  const ErrorCode = domainCodes.length === 0 ? CommonErrorCode : z.union([CommonErrorCode, ...domainCodes]);
  return z
    .object({
      HasErrors: z.literal(true),
      ErrorMessage: z.string(),
      ErrorCode,
      FieldErrors: z.record(z.string(), z.string()).optional(),
      RetryAfterSeconds: z.number().int().optional(),
      ...(extra as Shape),
    })
    .openapi(name);
}

/** The envelope of routes that answer only the common codes. */
export const ErrorEnvelope = errorEnvelope('ErrorEnvelope');

export function envelope<T extends z.ZodRawShape>(name: string, shape: T) {
  return z
    .object({ HasErrors: z.literal(false), ErrorMessage: z.null(), ...shape })
    .openapi(name);
}

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** The error answers every route may give, for the OpenAPI document, in a domain's envelope. */
export const errorResponsesOf = <T extends z.ZodType>(schema: T) =>
  ({
    400: json(schema, 'Invalid input: nothing was changed'),
    500: json(schema, 'Unexpected error'),
  }) as const;

export const errorResponses = errorResponsesOf(ErrorEnvelope);

export function ok<T extends Record<string, unknown>>(fields: T) {
  return { HasErrors: false as const, ErrorMessage: null, ...fields };
}

export function fail(c: Context, status: ContentfulStatusCode, code: CommonErrorCode, message: string, fieldErrors?: Record<string, string>) {
  return c.json({ HasErrors: true as const, ErrorMessage: message, ErrorCode: code, ...(fieldErrors ? { FieldErrors: fieldErrors } : {}) }, status);
}

/** Zod issues → { field: message }, the first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
