/**
 * Expected failures are values (ARCHITECTURE rule 4): these classes are thrown by
 * resolvers (usually from an upstream envelope) and the errors plugin turns them
 * into members of the field's result union. Anything else is masked by Yoga.
 */
export const ERROR_CODES = ['VALIDATION', 'NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED', 'INTERNAL'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The platform's en-US text, used when no translation exists for the code. */
    readonly upstreamMessage: string,
  ) {
    super(upstreamMessage);
  }
}

export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super('VALIDATION', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('FORBIDDEN', message);
  }
}
