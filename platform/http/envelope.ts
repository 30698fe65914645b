import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every platform answer carries the seeds' envelope: HasErrors and ErrorMessage
 * (seed 000 §3, seed 001 §3). Failures add a machine-readable ErrorCode that the
 * gateway turns into a typed GraphQL error with a translated message.
 */
export const ErrorEnvelope = z
  .object({
    HasErrors: z.literal(true),
    ErrorMessage: z.string(),
    ErrorCode: z.string(),
    FieldErrors: z.record(z.string(), z.string()).optional(),
    RetryAfterSeconds: z.number().int().optional(),
  })
  .openapi('ErrorEnvelope');

export function envelope<T extends z.ZodRawShape>(name: string, shape: T) {
  return z
    .object({ HasErrors: z.literal(false), ErrorMessage: z.null(), ...shape })
    .openapi(name);
}

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** The error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: json(ErrorEnvelope, 'Invalid input: nothing was changed'),
  500: json(ErrorEnvelope, 'Unexpected error'),
} as const;

export function ok<T extends Record<string, unknown>>(fields: T) {
  return { HasErrors: false as const, ErrorMessage: null, ...fields };
}

export function fail(c: Context, status: ContentfulStatusCode, code: string, message: string, fieldErrors?: Record<string, string>) {
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
